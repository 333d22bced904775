import { z } from 'zod';
import { pageFields } from './admin';
import { isoDate } from './common';

/** What anyone may learn of a certificate from its code (`GET /api/certificates/{code}`). */
export const PublicCertificateSchema = z.object({
  valid: z.boolean(),
  /** Null once the holder closed their account: the certificate then names nobody. */
  name: z.string().nullable(),
  holderClosedAccount: z.boolean(),
  /** Whether someone holding the document may confirm its holder by typing the DNI. */
  confirmableByDocument: z.boolean(),
  course: z.string(),
  hours: z.number(),
  completedAt: isoDate,
  revokedAt: isoDate.optional(),
});
export type PublicCertificate = z.infer<typeof PublicCertificateSchema>;

/** The verification page's data: the public answer and the DNI with all but its end hidden. */
export type CertificatePageData = PublicCertificate & {
  code: string;
  maskedDocument: string | null;
};

/** One of the signed-in student's certificates ('Mis cursos'). */
export const OwnCertificateSchema = z.object({
  code: z.string(),
  courseId: z.number().nullable(),
  course: z.string(),
  hours: z.number(),
  completedAt: isoDate,
  /** False until the student gave their DNI (the PDF needs it). */
  hasDocument: z.boolean(),
  /** The public page's full address, for the QR, LinkedIn and sharing. */
  url: z.string(),
});
export type OwnCertificate = z.infer<typeof OwnCertificateSchema>;
export const OwnCertificatesAnswerSchema = z.object({
  certificates: z.array(OwnCertificateSchema),
  /**
   * While the profile has no DNI: the one the student typed as payer at their latest checkout,
   * to fill in the certificate's DNI dialog. Given to its owner only.
   */
  suggestedDocument: z.string().nullable(),
});
export type OwnCertificatesAnswer = z.infer<typeof OwnCertificatesAnswerSchema>;

/** A certificate as the panel lists it. */
export const AdminCertificateSchema = z.object({
  code: z.string(),
  name: z.string(),
  document: z.string().nullable(),
  email: z.string().nullable(),
  course: z.string(),
  hours: z.number(),
  completedAt: isoDate,
  revokedAt: isoDate.nullable(),
  revokedReason: z.string().nullable(),
});
export type AdminCertificate = z.infer<typeof AdminCertificateSchema>;
export const AdminCertificatesPageSchema = z.object({
  certificates: z.array(AdminCertificateSchema),
  ...pageFields,
});
export type AdminCertificatesPage = z.infer<typeof AdminCertificatesPageSchema>;

/** Whether a typed DNI is the certificate holder's (`POST /api/certificates/{code}/holder`). */
export const HolderCheckAnswerSchema = z.object({ matches: z.boolean(), message: z.string() });
