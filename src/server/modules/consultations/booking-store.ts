import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consultationBookings, consultationTypes } from '../../db/schema';

export type BookingRow = typeof consultationBookings.$inferSelect;
export type ConsultationTypeRow = typeof consultationTypes.$inferSelect;

/**
 * Serialises every change of the agenda until the transaction ends: two clients choosing one
 * time, or a client and the firm moving bookings, judge the free times one after the other.
 */
export async function lockAgenda(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('consultation-agenda'))`);
}

export async function findType(db: Db, id: number): Promise<ConsultationTypeRow | undefined> {
  const [row] = await db.select().from(consultationTypes).where(eq(consultationTypes.id, id));
  return row;
}

export async function findBooking(db: Db, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(consultationBookings).where(eq(consultationBookings.id, id));
  return row;
}

/** The booking, locked until the transaction ends. */
export async function lockBooking(tx: Db, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx
    .select()
    .from(consultationBookings)
    .where(eq(consultationBookings.id, id))
    .for('update');
  return row;
}

export async function insertBooking(
  tx: Db,
  values: typeof consultationBookings.$inferInsert,
): Promise<BookingRow> {
  const [row] = await tx.insert(consultationBookings).values(values).returning();
  return row!;
}

export async function updateBooking(
  tx: Db,
  id: string,
  values: Partial<typeof consultationBookings.$inferInsert>,
): Promise<BookingRow> {
  const [row] = await tx
    .update(consultationBookings)
    .set(values)
    .where(eq(consultationBookings.id, id))
    .returning();
  return row!;
}

/** A client's bookings, the latest time first. */
export const clientBookingRows = (db: Db, userId: string): Promise<BookingRow[]> =>
  db
    .select()
    .from(consultationBookings)
    .where(eq(consultationBookings.userId, userId))
    .orderBy(asc(consultationBookings.startsAt));

/** Held bookings whose hold ran out before `now`. */
export const lapsedHolds = (db: Db, now: Date): Promise<BookingRow[]> =>
  db
    .select()
    .from(consultationBookings)
    .where(and(eq(consultationBookings.status, 'held'), lt(consultationBookings.holdUntil, now)));

/** Confirmed bookings that start after `from` and before `to`. */
export const confirmedBetween = (db: Db, from: Date, to: Date): Promise<BookingRow[]> =>
  db
    .select()
    .from(consultationBookings)
    .where(
      and(
        inArray(consultationBookings.status, ['confirmed']),
        gt(consultationBookings.startsAt, from),
        lt(consultationBookings.startsAt, to),
      ),
    );
