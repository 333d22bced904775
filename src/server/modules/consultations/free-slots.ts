// Provisional: replaced by the free-times engine when it lands.
import { and, eq, gt, inArray, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consultationBookings } from '../../db/schema';

export async function isFreeSlot(
  db: Db,
  type: { id: number; durationMinutes: number },
  start: Date,
  now: Date,
  options: { ignoreBookingId?: string; ignoreNotice?: boolean } = {},
): Promise<boolean> {
  if (!options.ignoreNotice && start <= now) return false;
  const end = new Date(start.getTime() + type.durationMinutes * 60_000);
  const clash = await db
    .select({ id: consultationBookings.id })
    .from(consultationBookings)
    .where(
      and(
        lt(consultationBookings.startsAt, end),
        gt(consultationBookings.endsAt, start),
        or(
          eq(consultationBookings.status, 'confirmed'),
          and(eq(consultationBookings.status, 'held'), gt(consultationBookings.holdUntil, now)),
        ),
        options.ignoreBookingId ? ne(consultationBookings.id, options.ignoreBookingId) : undefined,
        inArray(consultationBookings.status, ['held', 'confirmed']),
      ),
    )
    .limit(1);
  return clash.length === 0;
}
