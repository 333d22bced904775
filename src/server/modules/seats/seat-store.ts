import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases, purchaseSeats } from '../../db/schema';
import { grantCourse, revokeCourse } from '../enrollments/service';

/*
 * The seats of companies' purchases (decision 0051), the one writer of purchase_seats. It imports
 * only enrollments, so that the account's verification (auth) can claim seats without a cycle.
 */

export type SeatRow = typeof purchaseSeats.$inferSelect;

/** Who takes a seat now: a verified account (the course is theirs at once). */
type Holder = { userId: string; courseId: number; now: Date };

async function hold(tx: Db, seatId: string, holder: Holder): Promise<SeatRow | undefined> {
  // The seat first: a refund that took it back meanwhile leaves nothing to grant.
  const [held] = await tx
    .update(purchaseSeats)
    .set({ userId: holder.userId, claimedAt: holder.now })
    .where(
      and(
        eq(purchaseSeats.id, seatId),
        isNull(purchaseSeats.userId),
        isNull(purchaseSeats.revokedAt),
      ),
    )
    .returning();
  if (!held || !(await grantCourse(tx, holder))) return held;
  const [granted] = await tx
    .update(purchaseSeats)
    .set({ granted: true })
    .where(eq(purchaseSeats.id, seatId))
    .returning();
  return granted;
}

/**
 * A seat of the purchase for `email`, held at once by `holder` when that e-mail has a verified
 * account; otherwise it waits for the account (`claimSeats`). In the caller's transaction.
 */
export async function addSeat(
  tx: Db,
  seat: { purchaseId: string; email: string; now: Date },
  holder: Holder | null,
): Promise<SeatRow> {
  const [added] = await tx
    .insert(purchaseSeats)
    .values({ purchaseId: seat.purchaseId, email: seat.email, assignedAt: seat.now })
    .returning();
  if (!added) throw new Error('seat insert returned no row');
  return (holder && (await hold(tx, added.id, holder))) ?? added;
}

/**
 * The seats waiting for this e-mail, of approved purchases not refunded, taken by its account
 * now that the address is proved: each one's course is granted in the caller's transaction (the
 * verification's). Answers how many.
 */
export async function claimSeats(
  tx: Db,
  account: { userId: string; email: string; now: Date },
): Promise<number> {
  const waiting = await tx
    .select({ id: purchaseSeats.id, courseId: purchases.courseId })
    .from(purchaseSeats)
    .innerJoin(purchases, eq(purchaseSeats.purchaseId, purchases.id))
    .where(
      and(
        eq(sql`lower(${purchaseSeats.email})`, account.email.toLowerCase()),
        isNull(purchaseSeats.userId),
        isNull(purchaseSeats.revokedAt),
        eq(purchases.status, 'approved'),
      ),
    );
  let claimed = 0;
  for (const seat of waiting) {
    if (seat.courseId === null) continue;
    const holder = { userId: account.userId, courseId: seat.courseId, now: account.now };
    if (await hold(tx, seat.id, holder)) claimed += 1;
  }
  return claimed;
}

/**
 * Frees a seat: its row goes, and the course with it when the seat gave it (a student who owned
 * the course otherwise keeps it). The caller checked that it was not started.
 */
export async function removeSeat(tx: Db, seat: SeatRow, courseId: number | null): Promise<void> {
  if (seat.granted && seat.userId !== null && courseId !== null) {
    await revokeCourse(tx, { userId: seat.userId, courseId });
  }
  await tx.delete(purchaseSeats).where(eq(purchaseSeats.id, seat.id));
}

/**
 * A refunded or charged-back purchase takes its seats back: none can be claimed any more, and
 * each course a seat gave is revoked. Answers whose courses went, for their certificates.
 */
export async function takeBackSeats(
  tx: Db,
  purchase: { id: string; courseId: number | null },
  now: Date,
): Promise<{ userId: string; courseId: number }[]> {
  const taken = await tx
    .update(purchaseSeats)
    .set({ revokedAt: now })
    .where(and(eq(purchaseSeats.purchaseId, purchase.id), isNull(purchaseSeats.revokedAt)))
    .returning();
  const revoked = [];
  for (const seat of taken) {
    if (!seat.granted || seat.userId === null || purchase.courseId === null) continue;
    const change = { userId: seat.userId, courseId: purchase.courseId };
    if (await revokeCourse(tx, change)) revoked.push(change);
  }
  return revoked;
}
