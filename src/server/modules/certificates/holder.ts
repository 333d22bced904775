import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { hashPassword, verifyPassword } from '../auth/password';
import { UNKNOWN_CERTIFICATE } from './service';
import { eraseCertificateHolder, findCertificate } from './store';

const NOTHING_TO_COMPARE =
  'Este certificado no tiene un DNI registrado: no podemos confirmar a su titular.';

/**
 * Blanks the holder's name and DNI on their certificates as their account is deleted (in that
 * transaction). The DNI is kept only as a salted, slow hash, the passwords' own: a DNI has few
 * possible values, so a fast hash would give it back to whoever read the table.
 */
export function eraseHolderOnAccountDeletion(ctx: ServiceContext, tx: Db, userId: string) {
  return eraseCertificateHolder(tx, {
    userId,
    now: ctx.now(),
    hashDocument: (document) => hashPassword(document, ctx.config.passwordHashCost),
  });
}

/**
 * Whether `document` is the DNI of the certificate's holder: someone who holds the printed
 * certificate confirms it, even after the holder closed their account (then against the hash).
 * The route limits how often one address may ask.
 */
export async function confirmCertificateHolder(
  ctx: ServiceContext,
  code: string,
  document: string,
): Promise<boolean> {
  const row = await findCertificate(ctx.db, code);
  if (!row) throw notFound(UNKNOWN_CERTIFICATE);
  if (row.document) return row.document === document;
  if (row.documentHash) return verifyPassword(document, row.documentHash);
  throw conflict(NOTHING_TO_COMPARE);
}
