import { eq } from 'drizzle-orm';
import type { ReminderChoices } from '../../../../shared/tax-calendar';
import type { ReminderSubscription } from '../../../../shared/responses/tax-calendar';
import type { Db } from '../../../db/client';
import { taxReminderSubscriptions } from '../../../db/schema';

export type SubscriptionRow = typeof taxReminderSubscriptions.$inferSelect;

export const subscriptionView = (row: SubscriptionRow): ReminderSubscription => ({
  email: row.email,
  digit: row.digit,
  obligations: row.obligations,
  daysBefore: row.daysBefore,
});

/** The subscription of an address (lower-cased), if any. */
export async function subscriptionOf(db: Db, email: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(taxReminderSubscriptions)
    .where(eq(taxReminderSubscriptions.email, email.toLowerCase()));
  return row;
}

/**
 * Creates the address's subscription, or replaces the choices of the one it has (which keeps
 * the dates it was already reminded of).
 */
export async function saveSubscription(
  db: Db,
  email: string,
  choices: ReminderChoices,
  now: Date,
): Promise<SubscriptionRow> {
  const { digit, obligations, daysBefore } = choices;
  const [row] = await db
    .insert(taxReminderSubscriptions)
    .values({
      email: email.toLowerCase(),
      digit,
      obligations,
      daysBefore,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: taxReminderSubscriptions.email,
      set: { digit, obligations, daysBefore, updatedAt: now },
    })
    .returning();
  return row!;
}

/** Ends the address's subscription; nothing when it has none. */
export async function endSubscriptionOf(db: Db, email: string): Promise<void> {
  await db
    .delete(taxReminderSubscriptions)
    .where(eq(taxReminderSubscriptions.email, email.toLowerCase()));
}
