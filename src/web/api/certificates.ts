import { useMutation } from '@tanstack/react-query';
import * as routes from '../../shared/contracts/certificates';
import type { CertificatePageData } from '../../shared/responses/certificates';
import { call } from './call';
import { useResource } from '../store/use-resource';
import { ApiError } from './client';
import { retryServerErrors } from './courses';

/** A certificate's verification data in the data cache (the server fills it when it renders). */
export const certificateKey = (code: string) => `certificate/${code}`;

/** The verification page's data; null for a code never issued. */
export function useCertificate(code: string) {
  return useResource<CertificatePageData | null>(
    certificateKey(code),
    () =>
      call(routes.publicCertificate, { params: { code } }).then(
        (answer) => ({ ...answer, code, maskedDocument: null }),
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        },
      ),
    { retry: retryServerErrors },
  );
}

/** Whether a typed DNI is the holder's, for whoever holds the certificate. */
export function useConfirmHolder(code: string) {
  return useMutation({
    mutationFn: (document: string) =>
      call(routes.confirmCertificateHolder, { params: { code }, body: { document } }),
  });
}
