import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '../../shared/contracts/certificates';
import { adminKeys, usePagedList, type ListQuery, type ListSearch } from './admin';
import { call } from './call';

export const useAdminCertificates = (query: ListQuery) =>
  usePagedList('certificates', 'certificates', query, (search: ListSearch) =>
    call(routes.listCertificates, { query: search }),
  );

/** 'Revocar': the certificate stops being valid; its public page says so with the date. */
export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, reason }: { code: string; reason: string }) =>
      call(routes.revokeCertificate, { params: { code }, body: { reason } }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'certificates'] }),
  });
}
