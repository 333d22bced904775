import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { purchaseEvents, purchases } from '../../db/schema';
import { CHECKOUT_TTL_MS } from './open-checkout';
import { applyPayment, type SyncSource } from './sync';

/** After this long a purchase is left alone: a payment still to come arrives by webhook. */
export const RECONCILE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** Minutes until the next question to the provider, by how many were asked already. */
const BACKOFF_MINUTES = [1, 2, 5, 10, 30, 60, 180, 360];
const BATCH = 20;

type PurchaseRow = typeof purchases.$inferSelect;

/**
 * Asks the provider about one purchase and applies every payment it knows for it. A checkout
 * with no payment past its expiry is closed as abandoned: never paid, which is not the same
 * as a payment the provider cancelled (a payment arriving later still applies).
 */
export async function reconcilePurchase(
  ctx: ServiceContext,
  purchase: PurchaseRow,
  source: SyncSource,
): Promise<void> {
  const payments = await ctx.payments.findPayments(purchase.id);
  for (const payment of payments) await applyPayment(ctx, payment, source);
  const now = ctx.now();
  const expired = now.getTime() - purchase.createdAt.getTime() > CHECKOUT_TTL_MS;
  if (payments.length === 0 && expired && purchase.status === 'pending') {
    await ctx.db.transaction(async (tx) => {
      const closed = await tx
        .update(purchases)
        .set({ status: 'abandoned', statusDetail: 'expired', nextCheckAt: null, updatedAt: now })
        .where(
          and(
            eq(purchases.id, purchase.id),
            eq(purchases.status, 'pending'),
            isNull(purchases.paymentId),
          ),
        )
        .returning({ id: purchases.id });
      if (closed.length > 0) {
        await tx.insert(purchaseEvents).values({
          purchaseId: purchase.id,
          status: 'abandoned',
          statusDetail: 'expired',
          source,
          note: 'Venció sin pagos: compra abandonada.',
          createdAt: now,
        });
      }
    });
  }
}

/**
 * Takes the purchases due for a check, several instances never the same one (SKIP LOCKED),
 * and pushes each one's next check further away before asking.
 */
async function claimDue(ctx: ServiceContext): Promise<PurchaseRow[]> {
  const now = ctx.now();
  const due = ctx.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(lte(purchases.nextCheckAt, now))
    .orderBy(asc(purchases.nextCheckAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const backoff = sql.raw(`(ARRAY[${BACKOFF_MINUTES.join(',')}])`);
  return ctx.db
    .update(purchases)
    .set({
      checkCount: sql`${purchases.checkCount} + 1`,
      nextCheckAt: sql`case when ${purchases.createdAt} < ${new Date(now.getTime() - RECONCILE_WINDOW_MS)} then null
        else ${now}::timestamptz + make_interval(mins => ${backoff}[least(${purchases.checkCount} + 1, ${BACKOFF_MINUTES.length})]) end`,
    })
    .where(inArray(purchases.id, due))
    .returning();
}

/**
 * One reconciliation pass: a lost webhook never leaves a paying student without the course.
 * Returns how many purchases were checked.
 */
export async function reconcileDue(ctx: ServiceContext): Promise<number> {
  const claimed = await claimDue(ctx);
  for (const purchase of claimed) {
    try {
      await reconcilePurchase(ctx, purchase, 'reconcile');
    } catch (error) {
      ctx.log.warn(
        { err: error, purchaseId: purchase.id },
        'reconciliation: provider not reachable',
      );
    }
  }
  return claimed.length;
}

/** Runs a pass every `intervalMs` (one at a time) until the returned function is called. */
export function startReconciler(ctx: ServiceContext, intervalMs = 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileDue(ctx)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'reconciliation pass failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
