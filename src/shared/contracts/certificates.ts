import { z } from 'zod';
import { AdminCertificatesQuerySchema, RevokeCertificateSchema } from '../admin';
import { normalizeCertificateCode } from '../certificates';
import { DniSchema } from '../fields';
import {
  AdminCertificatesPageSchema,
  HolderCheckAnswerSchema,
  OwnCertificatesAnswerSchema,
  PublicCertificateSchema,
} from '../responses/certificates';
import { FileAnswerSchema, MessageAnswerSchema } from '../responses/common';
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

/** A certificate's public verification: anyone with its code (a malformed code is a 404). */
export const publicCertificate = defineRoute({
  method: 'GET',
  path: '/certificates/:code',
  params: CertificateCodeParams,
  response: { 200: PublicCertificateSchema },
});

/** The signed-in student's live certificates, and the DNI to suggest for them. */
export const ownCertificates = defineRoute({
  method: 'GET',
  path: '/user/certificates',
  response: { 200: OwnCertificatesAnswerSchema },
});

/** The owner's certificate as a PDF download. */
export const ownCertificatePdf = defineRoute({
  method: 'GET',
  path: '/user/certificates/:code/pdf',
  params: CertificateCodeParams,
  response: { 200: FileAnswerSchema },
});

/** A page of the panel's 'Certificados'. */
export const listCertificates = defineRoute({
  method: 'GET',
  path: '/admin/certificates',
  query: AdminCertificatesQuerySchema,
  response: { 200: AdminCertificatesPageSchema },
});

/** 'Revocar': the certificate stops being valid; its public page says so with the date. */
export const revokeCertificate = defineRoute({
  method: 'POST',
  path: '/admin/certificates/:code/revoke',
  params: CertificateCodeParams,
  body: RevokeCertificateSchema,
  response: { 200: MessageAnswerSchema },
});
