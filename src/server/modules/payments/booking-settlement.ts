import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';
import { confirmPaidBooking, endBooking } from '../consultations/booking-lifecycle';
import type { Decision } from './transitions';

type PurchaseRow = typeof purchases.$inferSelect;

export const TIME_GONE =
  'Pago aprobado de una consulta cuyo horario ya tomó otra persona: hay que reprogramarla o reintegrar el pago.';

/**
 * What a payment does to the consultation its purchase pays for, in the payment's transaction:
 * an approval confirms the booking (its invitation queued with it); a refund or chargeback
 * cancels it. An approval that finds its time taken flags the purchase for a person.
 */
export async function settleBooking(
  tx: Db,
  ctx: ServiceContext,
  change: { decision: Decision; purchase: PurchaseRow; now: Date },
): Promise<(string | undefined)[]> {
  const { decision, purchase, now } = change;
  if (!purchase.bookingId || decision.kind !== 'update') return [];
  if (decision.grant) {
    const { confirmed, mailIds } = await confirmPaidBooking(tx, ctx, purchase.bookingId, now);
    if (!confirmed) {
      ctx.log.error({ purchaseId: purchase.id }, 'paid consultation without its time');
      await tx
        .update(purchases)
        .set({ reviewReason: TIME_GONE, updatedAt: now })
        .where(eq(purchases.id, purchase.id));
    }
    return mailIds;
  }
  if (!decision.revoke) return [];
  const { mailIds } = await endBooking(tx, ctx, purchase.bookingId, {
    by: 'firm',
    now,
    extra: 'Te devolvimos el pago por el mismo medio con el que pagaste.',
  });
  return mailIds;
}
