import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCertificatesPage } from '../../shared/responses/certificates';
import { adminKeys, usePagedList, type ListQuery } from './admin';
import { apiRequest } from './client';

export const useAdminCertificates = (query: ListQuery) =>
  usePagedList<AdminCertificatesPage, 'certificates'>('certificates', 'certificates', query);

/** 'Revocar': the certificate stops being valid; its public page says so with the date. */
export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, reason }: { code: string; reason: string }) =>
      apiRequest<{ message: string }>(`/admin/certificates/${encodeURIComponent(code)}/revoke`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'certificates'] }),
  });
}
