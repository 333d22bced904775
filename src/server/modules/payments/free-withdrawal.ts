import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchaseEvents, purchases } from '../../db/schema';
import { revokeCertificatesOf } from '../certificates/store';
import { revokeCourse } from '../enrollments/service';
import { FREE_WITH_COUPON } from './free-order';

type PurchaseRow = typeof purchases.$inferSelect;

/** A purchase a coupon paid in full: approved with no payment, so nothing to refund. */
export const isFreeOrder = (purchase: Pick<PurchaseRow, 'status' | 'paymentId' | 'statusDetail'>) =>
  purchase.status === 'approved' &&
  purchase.paymentId === null &&
  purchase.statusDetail === FREE_WITH_COUPON;

/**
 * Withdraws a purchase a coupon paid in full (an accepted arrepentimiento): no money moved, so no
 * refund is asked of anyone. The purchase becomes 'withdrawn' and the course and its
 * certificates are taken away, in the caller's transaction. The coupon's use stays counted, as
 * after a refund. False when the purchase was not (or no longer) such a purchase.
 */
export async function withdrawFreeOrder(
  tx: Db,
  purchaseId: string,
  change: { source: 'consumer' | 'admin'; reason: string; now: Date },
): Promise<boolean> {
  const [withdrawn] = await tx
    .update(purchases)
    .set({ status: 'withdrawn', nextCheckAt: null, updatedAt: change.now })
    .where(
      and(
        eq(purchases.id, purchaseId),
        eq(purchases.status, 'approved'),
        eq(purchases.statusDetail, FREE_WITH_COUPON),
        isNull(purchases.paymentId),
      ),
    )
    .returning();
  if (!withdrawn) return false;
  await tx.insert(purchaseEvents).values({
    purchaseId,
    status: 'withdrawn',
    statusDetail: FREE_WITH_COUPON,
    source: change.source,
    note: `${change.reason}: sin pago, nada que reintegrar`,
    createdAt: change.now,
  });
  if (withdrawn.userId && withdrawn.courseId !== null) {
    const enrolment = { userId: withdrawn.userId, courseId: withdrawn.courseId };
    await revokeCourse(tx, enrolment);
    await revokeCertificatesOf(tx, {
      ...enrolment,
      reason: 'La compra del curso se canceló por arrepentimiento.',
      now: change.now,
    });
  }
  return true;
}
