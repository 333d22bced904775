import { z } from 'zod';
import { normalizeCertificateCode } from '../../../shared/certificates';

/** `/…/:code` of a certificate, as printed or typed (lower case and dashes are accepted). */
export const CertificateParams = z.object({
  code: z
    .string()
    .max(40)
    .transform(normalizeCertificateCode)
    .pipe(z.string().regex(/^[2-9A-HJKMNP-Z]{12}$/)),
});
