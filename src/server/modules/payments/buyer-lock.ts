import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases, users } from '../../db/schema';
import type { ProviderName } from './providers/types';

/*
 * Whatever decides what a buyer pays or owns (opening a checkout, applying a payment) first
 * takes the buyer's row, then the purchase's: one such decision per buyer at a time, on every
 * instance, and always in the same order, so two of them never wait on each other. The lock
 * (FOR NO KEY UPDATE) lets rows that merely point at the buyer be written meanwhile.
 */

/** Locks the buyer's row until the transaction ends; false when the account is gone. */
export async function lockBuyer(tx: Db, userId: string): Promise<boolean> {
  const [buyer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return buyer !== undefined;
}

/** The purchase of `provider` with its buyer's row locked, then its own. */
export async function lockPurchase(tx: Db, purchaseId: string, provider: ProviderName) {
  const ours = and(eq(purchases.id, purchaseId), eq(purchases.provider, provider));
  const [found] = await tx.select({ userId: purchases.userId }).from(purchases).where(ours);
  if (!found) return undefined;
  if (found.userId) await lockBuyer(tx, found.userId);
  const [purchase] = await tx.select().from(purchases).where(ours).for('update');
  return purchase;
}

/** The purchase a payment of `provider` was recorded on, locked as `lockPurchase` does. */
export async function lockPurchaseOfPayment(tx: Db, paymentId: string, provider: ProviderName) {
  const [found] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.paymentId, paymentId), eq(purchases.provider, provider)));
  return found ? lockPurchase(tx, found.id, provider) : undefined;
}
