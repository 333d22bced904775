import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, courseModules, courseUnits } from '../../db/schema';

export type CertificateRow = typeof certificates.$inferSelect;

export async function findCertificate(db: Db, code: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  return row;
}

/** Whether a certificate was ever issued to this student for this course (revoked ones too). */
export async function hasCertificate(db: Db, userId: string, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The DNI a student gives after completing a course goes on the certificates issued without
 * one (a certificate's DNI, once printed, does not change).
 */
export async function completeCertificateDocuments(
  tx: Db,
  userId: string,
  document: string,
): Promise<void> {
  await tx
    .update(certificates)
    .set({ document })
    .where(and(eq(certificates.userId, userId), isNull(certificates.document)));
}

/**
 * Revokes the student's live certificate of a course (a refund, an arrepentimiento, an
 * administrator): the public page says so from then on. Run it in the transaction of the change
 * that takes the course away. Answers the codes revoked.
 */
export async function revokeCertificatesOf(
  tx: Db,
  target: { userId: string; courseId: number; reason: string; now?: Date },
): Promise<string[]> {
  const rows = await tx
    .update(certificates)
    .set({ revokedAt: target.now ?? sql`now()`, revokedReason: target.reason })
    .where(
      and(
        eq(certificates.userId, target.userId),
        eq(certificates.courseId, target.courseId),
        isNull(certificates.revokedAt),
      ),
    )
    .returning({ code: certificates.code });
  return rows.map((row) => row.code);
}

/** The course's length in minutes: its modules' durations added up. */
export async function courseMinutes(db: Db, courseId: number): Promise<number> {
  const [row] = await db
    .select({
      minutes: sql<number>`coalesce(sum(${courseModules.durationMinutes}), 0)`.mapWith(Number),
    })
    .from(courseModules)
    .innerJoin(courseUnits, eq(courseUnits.id, courseModules.unitId))
    .where(eq(courseUnits.courseId, courseId));
  return row?.minutes ?? 0;
}

/**
 * The holder closed their account: on each of their certificates the name is blanked and the DNI
 * erased, a salted hash of it kept (`hashDocument`) so that whoever holds the document can still
 * confirm whose it was. Run it in the transaction that deletes the account.
 */
export async function eraseCertificateHolder(
  tx: Db,
  target: { userId: string; now: Date; hashDocument: (document: string) => Promise<string> },
): Promise<void> {
  const rows = await tx
    .select({ id: certificates.id, document: certificates.document })
    .from(certificates)
    .where(eq(certificates.userId, target.userId))
    .for('update');
  const hashes = new Map<string, string>();
  for (const { document } of rows) {
    if (document && !hashes.has(document))
      hashes.set(document, await target.hashDocument(document));
  }
  for (const row of rows) {
    await tx
      .update(certificates)
      .set({
        fullName: '',
        document: null,
        documentHash: row.document ? hashes.get(row.document) : null,
        holderClosedAt: target.now,
      })
      .where(eq(certificates.id, row.id));
  }
}
