import type { CertificatePageData, PublicCertificate } from '../../shared/responses/certificates';
import { useResource } from '../store/use-resource';
import { ApiError, apiRequest } from './client';
import { retryServerErrors } from './courses';

/** A certificate's verification data in the data cache (the server fills it when it renders). */
export const certificateKey = (code: string) => `certificate/${code}`;

/** The verification page's data; null for a code never issued. */
export function useCertificate(code: string) {
  return useResource<CertificatePageData | null>(
    certificateKey(code),
    () =>
      apiRequest<PublicCertificate>(`/certificates/${encodeURIComponent(code)}`).then(
        (answer) => ({ ...answer, code, maskedDocument: null }),
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        },
      ),
    { retry: retryServerErrors },
  );
}
