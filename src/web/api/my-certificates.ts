import { useQuery } from '@tanstack/react-query';
import * as routes from '../../shared/contracts/certificates';
import { useSession } from '../auth/session-context';
import { apiHref, call } from './call';

export const myCertificatesKey = ['my-certificates'] as const;

/** The signed-in student's live certificates ('Mis cursos'), and the DNI to suggest for them. */
export function useMyCertificates() {
  const { status } = useSession();
  return useQuery({
    queryKey: myCertificatesKey,
    queryFn: () => call(routes.ownCertificates),
    enabled: status === 'authenticated',
  });
}

/** Where the owner downloads a certificate's PDF. */
export const certificatePdfHref = (code: string) =>
  apiHref(routes.ownCertificatePdf, { params: { code } });
