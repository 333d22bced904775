import { and, desc, eq, isNull } from 'drizzle-orm';
import { certificatePath, courseHours, maskDocument } from '../../../shared/certificates';
import type {
  CertificatePageData,
  OwnCertificate,
  PublicCertificate,
} from '../../../shared/responses/certificates';
import type { ServiceContext } from '../../context';
import { certificates, purchases, users } from '../../db/schema';
import { conflict, fieldError, notFound } from '../../errors';
import { certificateRevokedEmail } from './emails';
import { findCertificate, type CertificateRow } from './store';

/** pdf-lib and its fonts load with the first PDF, not when the site starts. */
const pdfRenderer = () => import('./pdf');

const ALREADY_REVOKED = 'Ese certificado ya estaba revocado.';
export const UNKNOWN_CERTIFICATE = 'No encontramos un certificado con ese código.';

export const certificateUrl = (ctx: ServiceContext, code: string) =>
  `${ctx.config.appUrl}${certificatePath(code)}`;

function toPublic(row: CertificateRow): PublicCertificate {
  return {
    valid: row.revokedAt === null,
    name: row.holderClosedAt ? null : row.fullName,
    holderClosedAccount: row.holderClosedAt !== null,
    confirmableByDocument: row.document !== null || row.documentHash !== null,
    course: row.courseTitle,
    hours: courseHours(row.minutes),
    completedAt: row.completedAt.toISOString(),
    ...(row.revokedAt ? { revokedAt: row.revokedAt.toISOString() } : {}),
  };
}

/** What anyone may learn of a certificate from its code; 404 for a code never issued. */
export async function publicCertificate(
  ctx: ServiceContext,
  code: string,
): Promise<PublicCertificate> {
  const row = await findCertificate(ctx.db, code);
  if (!row) throw notFound(UNKNOWN_CERTIFICATE);
  return toPublic(row);
}

/** The verification page's data, with the DNI masked; null for an unknown code. */
export async function certificatePage(
  ctx: ServiceContext,
  code: string,
): Promise<CertificatePageData | null> {
  const row = await findCertificate(ctx.db, code);
  if (!row) return null;
  return {
    ...toPublic(row),
    code: row.code,
    maskedDocument: row.document ? maskDocument(row.document) : null,
  };
}

/** The student's live certificates, newest first. */
export async function ownCertificates(
  ctx: ServiceContext,
  userId: string,
): Promise<OwnCertificate[]> {
  const rows = await ctx.db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.completedAt));
  return rows
    .filter((row) => row.revokedAt === null)
    .map((row) => ({
      code: row.code,
      courseId: row.courseId,
      course: row.courseTitle,
      hours: courseHours(row.minutes),
      completedAt: row.completedAt.toISOString(),
      hasDocument: row.document !== null,
      url: certificateUrl(ctx, row.code),
    }));
}

/**
 * The DNI in the payer document the student typed at their latest checkout: a DNI as typed, or
 * the one inside a CUIT or CUIL (its eight middle digits); null when there is none.
 */
export async function payerDocumentOf(ctx: ServiceContext, userId: string): Promise<string | null> {
  const [latest] = await ctx.db
    .select({ document: purchases.payerDocument })
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt))
    .limit(1);
  const digits = latest?.document.replace(/\D/g, '') ?? '';
  const dni = digits.length === 11 ? digits.slice(2, 10).replace(/^0+/, '') : digits;
  return /^\d{7,8}$/.test(dni) ? dni : null;
}

/**
 * The PDF of one of the student's own live certificates. Someone else's code is answered as
 * unknown: the download says nothing of other people's certificates.
 */
export async function ownCertificatePdf(
  ctx: ServiceContext,
  userId: string,
  code: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await findCertificate(ctx.db, code);
  if (!row || row.userId !== userId || row.revokedAt) throw notFound(UNKNOWN_CERTIFICATE);
  if (!row.document) {
    throw fieldError('document', 'Ingresá tu DNI en tu perfil: figura en el certificado.');
  }
  return {
    filename: `Certificado-${row.code}.pdf`,
    pdf: await (
      await pdfRenderer()
    ).renderCertificatePdf(ctx.config.certificates, row, certificateUrl(ctx, row.code)),
  };
}

/**
 * An administrator revokes a certificate with a reason; the public page says so from then on, and
 * its holder is told by e-mail (queued with the revocation, sent once).
 */
export async function revokeCertificate(
  ctx: ServiceContext,
  code: string,
  reason: string,
): Promise<void> {
  const row = await findCertificate(ctx.db, code);
  if (!row) throw notFound(UNKNOWN_CERTIFICATE);
  if (row.revokedAt) throw conflict(ALREADY_REVOKED);
  const mail = await ctx.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(certificates)
      .set({ revokedAt: ctx.now(), revokedReason: reason })
      .where(and(eq(certificates.code, code), isNull(certificates.revokedAt)))
      .returning();
    if (!revoked) throw conflict(ALREADY_REVOKED);
    const [holder] = revoked.userId
      ? await tx.select().from(users).where(eq(users.id, revoked.userId))
      : [];
    if (!holder) return undefined;
    return ctx.mail.queue(
      tx,
      certificateRevokedEmail({ email: holder.email, name: holder.name }, revoked, reason),
      { key: `certificate-revoked:${revoked.code}` },
    );
  });
  if (mail) void ctx.mail.deliver([mail]);
}
