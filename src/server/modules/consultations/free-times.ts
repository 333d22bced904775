import { and, asc, eq, gt, lt, ne, or, type SQL } from 'drizzle-orm';
import { isCalendarDay } from '../../../shared/consultation-setup';
import { BOOKING_NOT_FOUND, CONSULTATION_TYPE_NOT_FOUND } from '../../../shared/consultations';
import type { ConsultationType, Slot } from '../../../shared/responses/consultations';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { consultationBookings, consultationTypes } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { FieldError } from '../../../shared/api-error';
import { readAvailability, type AvailabilityRow } from './availability-store';
import type { ConsultationTypeRow } from './booking-store';
import { nationalHolidays, yearsOf } from './holidays';
import {
  argentineDay,
  daysBetween,
  freeSlots,
  isSlotStart,
  type Interval,
  type SlotRules,
} from './slots';

/** The most days one request of free times may span. */
export const MAX_SLOT_DAYS = 62;

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const rulesOf = (row: AvailabilityRow): SlotRules => ({
  weekly: row.weekly,
  daysOff: row.daysOff,
  openOnHolidays: row.openOnHolidays,
  minNoticeHours: row.minNoticeHours,
  bufferMinutes: row.bufferMinutes,
  horizonDays: row.horizonDays,
});

/** The types a client can book, for `/consultas`: the offered ones, cheapest first. */
export async function offeredTypes(ctx: ServiceContext): Promise<ConsultationType[]> {
  return ctx.db
    .select({
      id: consultationTypes.id,
      title: consultationTypes.title,
      description: consultationTypes.description,
      durationMinutes: consultationTypes.durationMinutes,
      price: consultationTypes.price,
      mode: consultationTypes.mode,
    })
    .from(consultationTypes)
    .where(eq(consultationTypes.active, true))
    .orderBy(asc(consultationTypes.price), asc(consultationTypes.title));
}

/**
 * The times that bookings take between two instants, the buffer around them left to the rules:
 * a confirmed booking, and a held one while its hold lasts (an expired hold frees its time even
 * before a job marks it expired).
 */
async function takenTimes(
  db: Db,
  between: { start: Date; end: Date },
  now: Date,
  ignoreBookingId?: string,
): Promise<Interval[]> {
  const conditions: (SQL | undefined)[] = [
    lt(consultationBookings.startsAt, between.end),
    gt(consultationBookings.endsAt, between.start),
    or(
      eq(consultationBookings.status, 'confirmed'),
      and(eq(consultationBookings.status, 'held'), gt(consultationBookings.holdUntil, now)),
    ),
  ];
  if (ignoreBookingId) conditions.push(ne(consultationBookings.id, ignoreBookingId));
  return db
    .select({ start: consultationBookings.startsAt, end: consultationBookings.endsAt })
    .from(consultationBookings)
    .where(and(...conditions));
}

/** From the start of one Argentine day to the end of another, widened by a margin. */
function spanOf(from: string, to: string, marginMinutes: number) {
  const margin = marginMinutes * MINUTE_MS;
  return {
    start: new Date(Date.parse(`${from}T00:00:00-03:00`) - margin),
    end: new Date(Date.parse(`${to}T00:00:00-03:00`) + DAY_MS + margin),
  };
}

function checkDays(from: string, to: string): void {
  const errors: FieldError[] = [];
  if (!isCalendarDay(from)) errors.push({ field: 'from', message: 'El día inicial no existe.' });
  if (!isCalendarDay(to)) errors.push({ field: 'to', message: 'El día final no existe.' });
  if (errors.length === 0 && daysBetween(from, to) < 0) {
    errors.push({ field: 'to', message: 'El día final no puede ser anterior al inicial.' });
  }
  if (errors.length === 0 && daysBetween(from, to) >= MAX_SLOT_DAYS) {
    errors.push({
      field: 'to',
      message: `Pedí como máximo ${MAX_SLOT_DAYS} días de horarios por vez.`,
    });
  }
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
}

/**
 * The free times of a consultation `durationMinutes` long between two Argentine days, both
 * included (at most MAX_SLOT_DAYS). None while the firm has saved no hours.
 */
async function freeTimes(
  db: Db,
  query: { durationMinutes: number; from: string; to: string; now: Date; ignoreBookingId?: string },
): Promise<Slot[]> {
  checkDays(query.from, query.to);
  const availability = await readAvailability(db);
  if (!availability) return [];
  const rules = rulesOf(availability);
  const [holidays, taken] = await Promise.all([
    nationalHolidays(yearsOf(query.from, query.to)),
    takenTimes(
      db,
      spanOf(query.from, query.to, rules.bufferMinutes),
      query.now,
      query.ignoreBookingId,
    ),
  ]);
  return freeSlots({ rules, holidays, taken, ...query });
}

/** The free times of an offered type between two Argentine days, both included. */
export async function slotsOfType(
  ctx: ServiceContext,
  query: { typeId: number; from: string; to: string },
): Promise<Slot[]> {
  const [type] = await ctx.db
    .select()
    .from(consultationTypes)
    .where(and(eq(consultationTypes.id, query.typeId), eq(consultationTypes.active, true)));
  if (!type) throw notFound(CONSULTATION_TYPE_NOT_FOUND);
  const { from, to } = query;
  return freeTimes(ctx.db, { durationMinutes: type.durationMinutes, from, to, now: ctx.now() });
}

/**
 * The free times a booking could move to between two Argentine days: its own length, its own
 * time counted free. The firm moves a consultation whose type it no longer offers, too.
 */
export async function slotsToMove(
  ctx: ServiceContext,
  bookingId: string,
  days: { from: string; to: string },
): Promise<Slot[]> {
  const [booking] = await ctx.db
    .select({ durationMinutes: consultationBookings.durationMinutes })
    .from(consultationBookings)
    .where(eq(consultationBookings.id, bookingId));
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  return freeTimes(ctx.db, {
    durationMinutes: booking.durationMinutes,
    ...days,
    now: ctx.now(),
    ignoreBookingId: bookingId,
  });
}

/**
 * Whether `start` is, at `now`, exactly one of the free times of `type`: inside the firm's hours,
 * past the notice, within the horizon, and clear of every booking that takes its time (with the
 * buffer). It reads through `db`, so a booking made inside a transaction that locked the
 * bookings can check its time there. `ignoreBookingId`: a booking being moved, whose own time
 * does not count as taken. Whether the type is still offered is the caller's to check.
 */
export async function isFreeSlot(
  db: Db,
  type: Pick<ConsultationTypeRow, 'durationMinutes'>,
  start: Date,
  now: Date,
  options: { ignoreBookingId?: string } = {},
): Promise<boolean> {
  if (Number.isNaN(start.getTime())) return false;
  const availability = await readAvailability(db);
  if (!availability) return false;
  const rules = rulesOf(availability);
  const day = argentineDay(start);
  const [holidays, taken] = await Promise.all([
    nationalHolidays(yearsOf(day, day)),
    takenTimes(db, spanOf(day, day, rules.bufferMinutes), now, options.ignoreBookingId),
  ]);
  return isSlotStart({ rules, holidays, taken, durationMinutes: type.durationMinutes, now }, start);
}
