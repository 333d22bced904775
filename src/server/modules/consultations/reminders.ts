import type { ServiceContext } from '../../context';
import { bookingEmail } from './booking-emails';
import { bookingPeople } from './booking-people';
import { confirmedBetween, lapsedHolds, type BookingRow } from './booking-store';
import { lapseHold } from './booking-lifecycle';

const HOUR = 3_600_000;

/** Which reminder a confirmed booking is due, if any, at `now`. */
export function dueReminder(
  booking: Pick<BookingRow, 'startsAt' | 'createdAt'>,
  now: Date,
): 'reminder-day' | 'reminder-hour' | undefined {
  const ahead = booking.startsAt.getTime() - now.getTime();
  if (ahead <= 0) return undefined;
  if (ahead <= HOUR) return 'reminder-hour';
  // The day before, unless it was booked within that day: its confirmation just said it all.
  const bookedAhead = booking.startsAt.getTime() - booking.createdAt.getTime();
  if (ahead <= 24 * HOUR && ahead > 2 * HOUR && bookedAhead > 24 * HOUR) return 'reminder-day';
  return undefined;
}

/**
 * Queues the reminders due: the day before and the hour before each confirmed consultation. The
 * outbox's key (booking, kind and time) makes each one leave once, whichever instance and pass
 * queues it; a booking moved to another time is reminded again for the new one.
 */
export async function queueDueReminders(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const upcoming = await confirmedBetween(ctx.db, now, new Date(now.getTime() + 24 * HOUR));
  const ids: (string | undefined)[] = [];
  for (const booking of upcoming) {
    const kind = dueReminder(booking, now);
    if (!kind) continue;
    const key = `consultation:${booking.id}:${kind}:${booking.startsAt.toISOString()}`;
    await ctx.db.transaction(async (tx) => {
      const people = await bookingPeople(tx, ctx, booking);
      if (people) ids.push(await ctx.mail.queue(tx, bookingEmail(kind, booking, people), { key }));
    });
  }
  await ctx.mail.deliver(ids);
  return ids.filter(Boolean).length;
}

/** Frees the times of held bookings whose checkout was not paid in time. */
export async function lapseUnpaidHolds(ctx: ServiceContext): Promise<number> {
  const lapsed = await lapsedHolds(ctx.db, ctx.now());
  for (const booking of lapsed) {
    await ctx.db.transaction((tx) => lapseHold(tx, booking.id, ctx.now()));
  }
  return lapsed.length;
}

const HOLDS_JOB = 'consultation-holds';
const REMINDERS_JOB = 'consultation-reminders';

/** Every minute: unpaid holds freed and reminders queued (main.ts starts it). */
export async function startConsultationJobs(ctx: ServiceContext): Promise<void> {
  await ctx.jobs.work(HOLDS_JOB, async () => {
    await lapseUnpaidHolds(ctx);
  });
  await ctx.jobs.every(HOLDS_JOB, '* * * * *');
  await ctx.jobs.work(REMINDERS_JOB, async () => {
    await queueDueReminders(ctx);
  });
  await ctx.jobs.every(REMINDERS_JOB, '* * * * *');
}
