import { eq } from 'drizzle-orm';
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
