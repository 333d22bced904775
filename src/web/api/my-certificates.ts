import { useQuery } from '@tanstack/react-query';
import type { OwnCertificatesAnswer } from '../../shared/responses/certificates';
import { useSession } from '../auth/session-context';
import { apiRequest } from './client';

export const myCertificatesKey = ['my-certificates'] as const;

/** The signed-in student's live certificates ('Mis cursos'), and the DNI to suggest for them. */
export function useMyCertificates() {
  const { status } = useSession();
  return useQuery({
    queryKey: myCertificatesKey,
    queryFn: () => apiRequest<OwnCertificatesAnswer>('/user/certificates'),
    enabled: status === 'authenticated',
  });
}

/** Where the owner downloads a certificate's PDF. */
export const certificatePdfHref = (code: string) =>
  `/api/user/certificates/${encodeURIComponent(code)}/pdf`;
