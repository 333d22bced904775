import { desc, inArray } from 'drizzle-orm';
import { BOOKING_NOT_FOUND } from '../../../shared/consultations';
import type { ClientBooking } from '../../../shared/responses/consultations';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { UserRow } from '../auth/sessions';
import { endBooking, moveBooking } from '../consultations/booking-lifecycle';
import { clientBookingRows, lockBooking, type BookingRow } from '../consultations/booking-store';
import { refundSoon } from '../payments/refund';

/** How long before a consultation the client can still move it, or cancel it with a refund. */
export const CHANGE_NOTICE_HOURS = 24;

export const ONE_RESCHEDULE =
  'Ya cambiaste el horario de esta consulta una vez: para otro cambio, escribinos.';
export const TOO_LATE_TO_MOVE = 'Faltan menos de 24 horas: para cambiar el horario, escribinos.';
export const NOT_MOVABLE = 'Solo se puede cambiar el horario de una consulta confirmada.';
export const NOT_CANCELLABLE = 'Esta consulta ya no se puede cancelar.';
export const REFUNDED_ON_CANCEL =
  'Te devolvemos el pago por el mismo medio con el que pagaste: puede tardar unos días en verse.';
export const KEPT_ON_LATE_CANCEL =
  'Como faltaban menos de 24 horas, el pago no se devuelve (lo dicen las condiciones de la reserva).';

type PurchaseRow = typeof purchases.$inferSelect;

const HOUR = 3_600_000;

/** The latest purchase of each booking, by booking. */
async function purchasesOf(db: Db, bookingIds: string[]): Promise<Map<string, PurchaseRow>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(purchases)
    .where(inArray(purchases.bookingId, bookingIds))
    .orderBy(desc(purchases.createdAt));
  const latest = new Map<string, PurchaseRow>();
  for (const row of rows) if (!latest.has(row.bookingId!)) latest.set(row.bookingId!, row);
  return latest;
}

/** What the client may still do with a booking, and what cancelling it would mean. */
export function bookingRights(booking: BookingRow, purchase: PurchaseRow | undefined, now: Date) {
  const early = booking.startsAt.getTime() - now.getTime() >= CHANGE_NOTICE_HOURS * HOUR;
  const confirmed = booking.status === 'confirmed';
  const paid = purchase?.status === 'approved';
  return {
    canReschedule: confirmed && booking.reschedules < 1 && early,
    canCancel: booking.status === 'held' || (confirmed && booking.startsAt > now),
    refundOnCancel: confirmed && paid && early,
    paid,
  };
}

function toClientBooking(
  booking: BookingRow,
  purchase: PurchaseRow | undefined,
  now: Date,
): ClientBooking {
  const { canReschedule, canCancel, refundOnCancel } = bookingRights(booking, purchase, now);
  const holding =
    booking.status === 'held' && booking.holdUntil !== null && booking.holdUntil > now;
  return {
    id: booking.id,
    typeId: booking.typeId,
    typeTitle: booking.typeTitle,
    mode: booking.mode,
    durationMinutes: booking.durationMinutes,
    price: booking.price,
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    status: booking.status,
    topic: booking.topic,
    meetingUrl: booking.status === 'confirmed' ? booking.meetingUrl : null,
    payUrl: holding ? (purchase?.initPoint ?? null) : null,
    canReschedule,
    canCancel,
    refundOnCancel,
    createdAt: booking.createdAt.toISOString(),
  };
}

/** The client's own bookings, by time. */
export async function clientBookings(ctx: ServiceContext, user: UserRow): Promise<ClientBooking[]> {
  const rows = await clientBookingRows(ctx.db, user.id);
  const paid = await purchasesOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  const now = ctx.now();
  return rows.map((row) => toClientBooking(row, paid.get(row.id), now));
}

/** The client's own booking, locked; someone else's is not found. */
async function ownBooking(tx: Db, user: UserRow, id: string): Promise<BookingRow> {
  const booking = await lockBooking(tx, id);
  if (!booking || booking.userId !== user.id) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}

async function answer(ctx: ServiceContext, booking: BookingRow): Promise<ClientBooking> {
  return toClientBooking(
    booking,
    (await purchasesOf(ctx.db, [booking.id])).get(booking.id),
    ctx.now(),
  );
}

/**
 * The client cancels: a held booking frees its time; a confirmed one is withdrawn from their
 * calendar, and its payment is given back when it was cancelled at least 24 h before.
 */
export async function cancelOwnBooking(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
): Promise<{ message: string; booking: ClientBooking }> {
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const booking = await ownBooking(tx, user, id);
    const purchase = (await purchasesOf(tx, [id])).get(id);
    const rights = bookingRights(booking, purchase, now);
    if (!rights.canCancel) throw conflict(NOT_CANCELLABLE);
    const extra = rights.refundOnCancel
      ? REFUNDED_ON_CANCEL
      : rights.paid
        ? KEPT_ON_LATE_CANCEL
        : undefined;
    const ended = await endBooking(tx, ctx, id, { by: 'client', now, extra });
    return { ...ended, purchase, refund: rights.refundOnCancel, extra };
  });
  void ctx.mail.deliver(done.mailIds);
  if (done.refund && done.purchase) {
    await refundSoon(ctx, done.purchase.id, {
      source: 'consumer',
      reason: 'Consulta cancelada por el cliente con 24 horas o más de anticipación.',
    });
  }
  return {
    message: done.extra ? `Cancelamos tu consulta. ${done.extra}` : 'Cancelamos tu consulta.',
    booking: await answer(ctx, done.booking!),
  };
}

/** The client moves a confirmed booking to another free time, once, up to 24 h before. */
export async function rescheduleOwnBooking(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
  start: string,
): Promise<{ message: string; booking: ClientBooking }> {
  const now = ctx.now();
  const moved = await ctx.db.transaction(async (tx) => {
    const booking = await ownBooking(tx, user, id);
    if (booking.status !== 'confirmed') throw conflict(NOT_MOVABLE);
    if (booking.reschedules >= 1) throw conflict(ONE_RESCHEDULE);
    if (booking.startsAt.getTime() - now.getTime() < CHANGE_NOTICE_HOURS * HOUR) {
      throw conflict(TOO_LATE_TO_MOVE);
    }
    return moveBooking(tx, ctx, booking, { start: new Date(start), now, by: 'client' });
  });
  void ctx.mail.deliver(moved.mailIds);
  return {
    message: 'Cambiamos el horario: te enviamos la invitación actualizada.',
    booking: await answer(ctx, moved.booking),
  };
}
