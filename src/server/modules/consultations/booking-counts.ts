import { and, count, eq, gt, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consultationBookings } from '../../db/schema';

/**
 * The bookings made since `since` that stand (confirmed, or held or missed since: neither
 * cancelled nor left unpaid), and the confirmed ones still ahead of `now`.
 */
export async function bookingCounts(
  db: Db,
  since: Date,
  now: Date,
): Promise<{ booked: number; upcoming: number }> {
  const [[booked], [upcoming]] = await Promise.all([
    db
      .select({ total: count() })
      .from(consultationBookings)
      .where(
        and(
          gte(consultationBookings.createdAt, since),
          inArray(consultationBookings.status, ['confirmed', 'done', 'no_show']),
        ),
      ),
    db
      .select({ total: count() })
      .from(consultationBookings)
      .where(
        and(eq(consultationBookings.status, 'confirmed'), gt(consultationBookings.startsAt, now)),
      ),
  ]);
  return { booked: booked?.total ?? 0, upcoming: upcoming?.total ?? 0 };
}
