import { eq, sql } from 'drizzle-orm';
import { NO_WEEKLY_HOURS } from '../../../shared/consultation-setup';
import type { Db } from '../../db/client';
import { consultationAvailability } from '../../db/schema';

export type AvailabilityRow = typeof consultationAvailability.$inferSelect;
export type AvailabilityValues = Omit<AvailabilityRow, 'id' | 'updatedAt' | 'feedToken'>;

/** The availability is one row; none saved yet means the firm has set no hours. */
const ROW_ID = 1;

export async function readAvailability(db: Db): Promise<AvailabilityRow | undefined> {
  const [row] = await db
    .select()
    .from(consultationAvailability)
    .where(eq(consultationAvailability.id, ROW_ID));
  return row;
}

/** Saves the firm's hours and rules, keeping the calendar feed's token. */
export async function saveAvailability(
  db: Db,
  values: AvailabilityValues,
  now: Date,
): Promise<AvailabilityRow> {
  const [row] = await db
    .insert(consultationAvailability)
    .values({ id: ROW_ID, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: consultationAvailability.id,
      set: { ...values, updatedAt: now },
    })
    .returning();
  return row!;
}

/**
 * The calendar feed's token: the one saved, or `token` saved now when there is none (two first
 * asks at once agree on one). A firm with no hours yet gets its row with none.
 */
export async function keepFeedToken(db: Db, token: string, now: Date): Promise<string> {
  const [row] = await db
    .insert(consultationAvailability)
    .values({ id: ROW_ID, weekly: NO_WEEKLY_HOURS, feedToken: token, updatedAt: now })
    .onConflictDoUpdate({
      target: consultationAvailability.id,
      set: { feedToken: sql`coalesce(${consultationAvailability.feedToken}, excluded.feed_token)` },
    })
    .returning({ feedToken: consultationAvailability.feedToken });
  return row!.feedToken!;
}

/** Replaces the calendar feed's token: the old address stops answering at once. */
export async function replaceFeedToken(db: Db, token: string, now: Date): Promise<void> {
  await db
    .insert(consultationAvailability)
    .values({ id: ROW_ID, weekly: NO_WEEKLY_HOURS, feedToken: token, updatedAt: now })
    .onConflictDoUpdate({ target: consultationAvailability.id, set: { feedToken: token } });
}
