import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planSubscriptions } from '../../db/schema';
import type { ProviderName } from '../payments/providers/types';

export type SubscriptionRow = typeof planSubscriptions.$inferSelect;

/** The account's one subscription that has not ended, if any. */
export async function liveSubscriptionOf(
  db: Db,
  userId: string,
  options = { lock: false },
): Promise<SubscriptionRow | undefined> {
  const query = db
    .select()
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.userId, userId), ne(planSubscriptions.status, 'ended')));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/** The subscription of a provider's preapproval, locked until the transaction ends. */
export async function lockSubscriptionOf(
  tx: Db,
  provider: ProviderName,
  preapprovalId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(planSubscriptions)
    .where(
      and(
        eq(planSubscriptions.provider, provider),
        eq(planSubscriptions.preapprovalId, preapprovalId),
      ),
    )
    .for('update');
  return row;
}

export async function subscriptionById(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(planSubscriptions).where(eq(planSubscriptions.id, id));
  return row;
}

export async function lockSubscription(tx: Db, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(planSubscriptions)
    .where(eq(planSubscriptions.id, id))
    .for('update');
  return row;
}

/** Writes a subscription's change, with the moment. */
export async function updateSubscription(
  tx: Db,
  id: string,
  change: Partial<Omit<SubscriptionRow, 'id'>> & { updatedAt: Date },
): Promise<SubscriptionRow> {
  const [row] = await tx
    .update(planSubscriptions)
    .set(change)
    .where(eq(planSubscriptions.id, id))
    .returning();
  if (!row) throw new Error(`subscription ${id} vanished`);
  return row;
}
