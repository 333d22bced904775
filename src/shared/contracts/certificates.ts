import { z } from 'zod';
import { normalizeCertificateCode } from '../certificates';
import { DniSchema } from '../fields';
import { HolderCheckAnswerSchema } from '../responses/certificates';
import { defineRoute } from './define-route';

/** `/…/:code` of a certificate, as printed or typed (lower case and dashes are accepted). */
export const CertificateCodeParams = z.object({
  code: z
    .string()
    .max(40)
    .transform(normalizeCertificateCode)
    .pipe(z.string().regex(/^[2-9A-HJKMNP-Z]{12}$/)),
});

/**
 * Someone holding a certificate confirms whose it is by typing the holder's DNI; it works after
 * the holder closed their account too (decision 0034).
 */
export const confirmCertificateHolder = defineRoute({
  method: 'POST',
  path: '/certificates/:code/holder',
  params: CertificateCodeParams,
  body: z.object({ document: DniSchema }),
  response: { 200: HolderCheckAnswerSchema },
});
