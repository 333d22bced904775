import { HOLD_MINUTES, SLOT_TAKEN } from '../../../shared/consultations';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { conflict } from '../../errors';
import { bookingEmail } from './booking-emails';
import { bookingPeople } from './booking-people';
import {
  findType,
  insertBooking,
  lockAgenda,
  lockBooking,
  updateBooking,
  type BookingRow,
  type ConsultationTypeRow,
} from './booking-store';
import { isFreeSlot } from './free-times';
import { meetingRoomUrl } from './meeting-room';

const MINUTE = 60_000;

type MailIds = (string | undefined)[];

/** Queues a booking's mail with the change, once per `key`. */
async function queueBookingMail(
  tx: Db,
  ctx: ServiceContext,
  booking: BookingRow,
  kind: Parameters<typeof bookingEmail>[0],
  key: string,
  extra?: string,
): Promise<MailIds> {
  const people = await bookingPeople(tx, ctx, booking);
  if (!people) return [];
  return [await ctx.mail.queue(tx, bookingEmail(kind, booking, people, extra), { key })];
}

const confirmedValues = (ctx: ServiceContext, booking: Pick<BookingRow, 'mode'>, now: Date) => ({
  status: 'confirmed' as const,
  holdUntil: null,
  meetingUrl: booking.mode === 'video' ? meetingRoomUrl(ctx.config.meetingBaseUrl) : null,
  updatedAt: now,
});

/**
 * Takes a free time for a client, inside the caller's transaction: the agenda locked, the time
 * checked free, then a booking held while its checkout can be paid, or confirmed at once (with
 * its invitation queued) when the consultation is free. Another client's booking of that time,
 * even one committed a moment earlier, makes it 409.
 */
export async function takeTime(
  tx: Db,
  ctx: ServiceContext,
  request: {
    type: ConsultationTypeRow;
    userId: string;
    start: Date;
    phone: string;
    topic: string;
    now: Date;
  },
): Promise<{ booking: BookingRow; mailIds: MailIds }> {
  const { type, start, now } = request;
  await lockAgenda(tx);
  if (!(await isFreeSlot(tx, type, start, now))) throw conflict(SLOT_TAKEN);
  const held = {
    typeId: type.id,
    userId: request.userId,
    typeTitle: type.title,
    mode: type.mode,
    durationMinutes: type.durationMinutes,
    price: type.price,
    startsAt: start,
    endsAt: new Date(start.getTime() + type.durationMinutes * MINUTE),
    phone: request.phone,
    topic: request.topic,
    createdAt: now,
    updatedAt: now,
  };
  if (type.price > 0) {
    const booking = await insertBooking(tx, {
      ...held,
      status: 'held',
      holdUntil: new Date(now.getTime() + HOLD_MINUTES * MINUTE),
    });
    return { booking, mailIds: [] };
  }
  const booking = await insertBooking(tx, { ...held, ...confirmedValues(ctx, type, now) });
  const mailIds = await queueBookingMail(
    tx,
    ctx,
    booking,
    'confirmed',
    `consultation:${booking.id}:confirmed`,
  );
  return { booking, mailIds };
}

/**
 * A booking's payment was approved: it is confirmed, with its room and its invitation queued in
 * the same transaction. Idempotent. A hold that ran out still confirms while its time is free;
 * when someone else took it meanwhile, it answers false and the payment needs a person.
 */
export async function confirmPaidBooking(
  tx: Db,
  ctx: ServiceContext,
  bookingId: string,
  now: Date,
): Promise<{ confirmed: boolean; mailIds: MailIds }> {
  const booking = await lockBooking(tx, bookingId);
  if (!booking) return { confirmed: false, mailIds: [] };
  if (booking.status === 'confirmed' || booking.status === 'done') {
    return { confirmed: true, mailIds: [] };
  }
  if (booking.status !== 'held' && booking.status !== 'expired') {
    return { confirmed: false, mailIds: [] };
  }
  if (booking.status === 'expired') {
    await lockAgenda(tx);
    const type = (booking.typeId && (await findType(tx, booking.typeId))) || undefined;
    // Judged as when the client chose it: the notice then, and every booking since.
    const stillFree = await isFreeSlot(tx, type ?? booking, booking.startsAt, booking.createdAt, {
      ignoreBookingId: booking.id,
    });
    if (!stillFree) return { confirmed: false, mailIds: [] };
  }
  const confirmed = await updateBooking(tx, booking.id, confirmedValues(ctx, booking, now));
  const mailIds = await queueBookingMail(
    tx,
    ctx,
    confirmed,
    'confirmed',
    `consultation:${booking.id}:confirmed`,
  );
  return { confirmed: true, mailIds };
}

/**
 * A booking ends before it happens: cancelled by the client or the firm (its withdrawal sent
 * to the client's calendar, with `extra` saying what happens to the money), or lapsed unpaid.
 * A booking already ended is left as it is.
 */
export async function endBooking(
  tx: Db,
  ctx: ServiceContext,
  bookingId: string,
  change: { by: 'client' | 'firm'; now: Date; extra?: string },
): Promise<{ booking: BookingRow | undefined; mailIds: MailIds }> {
  const booking = await lockBooking(tx, bookingId);
  if (!booking || (booking.status !== 'held' && booking.status !== 'confirmed')) {
    return { booking, mailIds: [] };
  }
  const ended = await updateBooking(tx, booking.id, {
    status: 'cancelled',
    holdUntil: null,
    cancelledAt: change.now,
    cancelledBy: change.by,
    updatedAt: change.now,
  });
  if (booking.status === 'held') return { booking: ended, mailIds: [] };
  const mailIds = await queueBookingMail(
    tx,
    ctx,
    ended,
    'cancelled',
    `consultation:${booking.id}:cancelled`,
    change.extra,
  );
  return { booking: ended, mailIds };
}

/**
 * Moves a confirmed booking to another free time of the same length, inside the caller's
 * transaction (the agenda locked); the client's calendar gets the moved invitation.
 */
export async function moveBooking(
  tx: Db,
  ctx: ServiceContext,
  booking: BookingRow,
  change: { start: Date; now: Date; by: 'client' | 'firm' },
): Promise<{ booking: BookingRow; mailIds: MailIds }> {
  await lockAgenda(tx);
  const type = (booking.typeId && (await findType(tx, booking.typeId))) || undefined;
  const free = await isFreeSlot(tx, type ?? booking, change.start, change.now, {
    ignoreBookingId: booking.id,
  });
  if (!free) throw conflict(SLOT_TAKEN);
  const moved = await updateBooking(tx, booking.id, {
    startsAt: change.start,
    endsAt: new Date(change.start.getTime() + booking.durationMinutes * MINUTE),
    reschedules: change.by === 'client' ? booking.reschedules + 1 : booking.reschedules,
    updatedAt: change.now,
  });
  const mailIds = await queueBookingMail(
    tx,
    ctx,
    moved,
    'rescheduled',
    `consultation:${booking.id}:moved:${change.start.toISOString()}`,
  );
  return { booking: moved, mailIds };
}

/** A held booking whose checkout was not paid in time (or never opened) frees its time. */
export async function lapseHold(tx: Db, bookingId: string, now: Date): Promise<void> {
  const booking = await lockBooking(tx, bookingId);
  if (booking?.status !== 'held') return;
  await updateBooking(tx, bookingId, { status: 'expired', holdUntil: null, updatedAt: now });
}
