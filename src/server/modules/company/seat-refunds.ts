import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { purchaseSeats } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { lockPurchase } from '../payments/buyer-lock';
import { openSeatRefund, settleSeatRefund } from '../payments/seat-refund';
import { refundPurchase } from '../payments/refund';
import { removeSeat } from '../seats/seat-store';
import { startedAt } from './seat-start';

export const NOT_A_SEAT_PURCHASE = 'Esa compra no es de licencias de empresa.';
export const SEATS_NOT_REFUNDABLE = 'Solo se reintegran licencias de una compra aprobada.';
export const noUnusedSeats = (unused: number, asked: number) =>
  unused === 0
    ? 'No quedan licencias sin usar para reintegrar: todas las que quedan ya se usan.'
    : `Quedan ${unused} licencia(s) sin usar: no se pueden reintegrar ${asked}.`;

export type SeatRefundOutcome = {
  /** Seats given back now, and whether that was the whole purchase (refunded in full). */
  seats: number;
  whole: boolean;
  /** The whole refund took the seats left after others were given back. */
  rest: boolean;
  /** The provider took the refund now, or it waits for the sweep. */
  refunded: boolean;
};

/** How many of the purchase's seats have a student who started the course. */
export async function seatsInUse(
  db: Db,
  purchase: { id: string; courseId: number | null },
): Promise<number> {
  if (purchase.courseId === null) return 0;
  const held = await db
    .select({ userId: purchaseSeats.userId })
    .from(purchaseSeats)
    .where(and(eq(purchaseSeats.purchaseId, purchase.id), isNull(purchaseSeats.revokedAt)));
  let started = 0;
  for (const { userId } of held) {
    if (userId && (await startedAt(db, userId, purchase.courseId))) started += 1;
  }
  return started;
}

type Request = { seats: number | 'unused'; reason: string; source: 'admin' | 'consumer' };

/**
 * Gives back seats nobody has used, one by one: free seats first, then seats assigned to someone
 * who has not started (freed, their course taken back), the latest first. A seat whose student
 * started stays theirs. Giving back every seat left, none of them in use, refunds the rest of the
 * purchase as a whole (the purchase is then refunded, as before seats).
 */
export async function refundUnusedSeats(
  ctx: ServiceContext,
  purchaseId: string,
  request: Request,
): Promise<SeatRefundOutcome> {
  const now = ctx.now();
  const opened = await ctx.db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, purchaseId, ctx.payments.name);
    if (!purchase) throw notFound('No encontramos esa compra.');
    if (purchase.seats === null || purchase.courseId === null) {
      throw conflict(NOT_A_SEAT_PURCHASE);
    }
    if (purchase.status !== 'approved' || !purchase.paymentId) {
      throw conflict(SEATS_NOT_REFUNDABLE);
    }
    const assigned = await tx
      .select()
      .from(purchaseSeats)
      .where(and(eq(purchaseSeats.purchaseId, purchase.id), isNull(purchaseSeats.revokedAt)))
      .orderBy(desc(purchaseSeats.assignedAt));
    const unstarted = [];
    for (const seat of assigned) {
      const started = seat.userId && (await startedAt(tx, seat.userId, purchase.courseId));
      if (!started) unstarted.push(seat);
    }
    const remaining = purchase.seats - purchase.refundedSeats;
    const free = remaining - assigned.length;
    const unused = free + unstarted.length;
    const count = request.seats === 'unused' ? unused : request.seats;
    if (count < 1 || count > unused) throw conflict(noUnusedSeats(unused, count));
    // Every seat left, none in use: the rest of the purchase goes back as a whole refund.
    if (count === remaining && unstarted.length === assigned.length) {
      return { whole: true as const, count, earlier: purchase.refundedSeats > 0 };
    }
    for (const seat of unstarted.slice(0, Math.max(0, count - free))) {
      await removeSeat(tx, seat, purchase.courseId);
    }
    const refund = await openSeatRefund(tx, purchase, { ...request, count, now });
    return { whole: false as const, refundId: refund.id, count };
  });

  if (opened.whole) {
    await refundPurchase(ctx, purchaseId, request);
    return { seats: opened.count, whole: true, rest: opened.earlier, refunded: true };
  }
  const refunded = await settleSeatRefund(ctx, opened.refundId).then(
    () => true,
    (error: unknown) => {
      ctx.log.warn({ err: error, purchaseId }, 'seat refund left to the sweep');
      return false;
    },
  );
  return { seats: opened.count, whole: false, rest: false, refunded };
}

/** What the panel (and the buyer's arrepentimiento) says of seats given back. */
export function seatRefundMessage(outcome: SeatRefundOutcome): string {
  const seats = outcome.seats === 1 ? '1 licencia' : `${outcome.seats} licencias`;
  if (outcome.whole && outcome.rest) {
    return `Reintegramos lo que quedaba de la compra (${seats}): nadie las había usado.`;
  }
  if (outcome.whole) {
    return `Reintegramos la compra completa (${seats}): nadie había usado ninguna.`;
  }
  return outcome.refunded
    ? `Reintegramos ${seats} sin usar; las que ya se usan siguen con sus estudiantes.`
    : `Registramos el reintegro de ${seats} sin usar: MercadoPago no respondió y lo volvemos a pedir en unos minutos.`;
}
