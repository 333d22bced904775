import { and, eq, not } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { consumerRequests, purchaseEvents, purchases } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { DUPLICATE_REFUND_JOB, refundDuplicate, sweepOwedDuplicates } from './duplicates';
import { toPurchaseSummary } from './history';
import { hasSeatRefunds, sweepOwedSeatRefunds } from './seat-refund';
import { syncPurchase } from './sync';
import type { PurchaseSummary } from '../../../shared/responses/payments';

export const REFUND_JOB = 'refund-purchase';
export const NOT_REFUNDABLE = 'Solo se puede reintegrar una compra aprobada.';

type RefundSource = 'admin' | 'consumer';

/**
 * Gives a buyer's money back in full: the provider's refund, then the very path a refund
 * notification takes (the purchase marked refunded, the course taken away, the credit note
 * owed, the buyer told). Asking twice refunds once.
 */
export async function refundPurchase(
  ctx: ServiceContext,
  purchaseId: string,
  request: { source: RefundSource; reason: string },
): Promise<PurchaseSummary> {
  const [purchase] = await ctx.db.select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!purchase) throw notFound('No encontramos esa compra.');
  if (purchase.status === 'refunded') return toPurchaseSummary(purchase);
  if (purchase.status !== 'approved' || !purchase.paymentId) throw conflict(NOT_REFUNDABLE);

  await ctx.db.insert(purchaseEvents).values({
    purchaseId,
    status: purchase.status,
    paymentId: purchase.paymentId,
    source: request.source,
    note: `Reintegro pedido: ${request.reason}`,
    createdAt: ctx.now(),
  });
  await ctx.payments.refund(purchase.paymentId, `refund-${purchase.id}`);
  await syncPurchase(ctx, purchase.paymentId, request.source);
  const [after] = await ctx.db.select().from(purchases).where(eq(purchases.id, purchaseId));
  return toPurchaseSummary(after ?? purchase);
}

/**
 * A refund that must happen even if the provider is down right now (an accepted
 * arrepentimiento): tried at once, and otherwise left to a retried job.
 */
export async function refundSoon(
  ctx: ServiceContext,
  purchaseId: string,
  request: { source: RefundSource; reason: string },
): Promise<'refunded' | 'queued'> {
  try {
    await refundPurchase(ctx, purchaseId, request);
    return 'refunded';
  } catch (error) {
    ctx.log.warn({ err: error, purchaseId }, 'refund deferred to the job queue');
    await ctx.jobs.send(REFUND_JOB, { purchaseId, ...request });
    return 'queued';
  }
}

const SWEEP_JOB = 'sweep-refunds';

/**
 * Accepted arrepentimientos whose purchase is still approved (the provider was down and the
 * job was lost with a crash): the refund is owed, so it is asked for again.
 */
export async function sweepOwedRefunds(ctx: ServiceContext): Promise<number> {
  const owed = await ctx.db
    .select({ purchaseId: purchases.id, code: consumerRequests.code })
    .from(consumerRequests)
    .innerJoin(purchases, eq(consumerRequests.purchaseId, purchases.id))
    .where(
      and(
        eq(consumerRequests.kind, 'arrepentimiento'),
        eq(consumerRequests.status, 'accepted'),
        eq(purchases.status, 'approved'),
        // A company's arrepentimiento with seats in use gave back only the others.
        not(hasSeatRefunds(purchases.id)),
      ),
    );
  for (const { purchaseId, code } of owed) {
    await refundSoon(ctx, purchaseId, {
      source: 'consumer',
      reason: `Botón de arrepentimiento ${code}`,
    });
  }
  return owed.length;
}

/**
 * The refund workers, for purchases and for duplicate payments (retried with backoff until the
 * provider answers), and the sweep behind both.
 */
export async function startRefunds(ctx: ServiceContext): Promise<void> {
  const retried = { retryLimit: 20, retryDelay: 60 };
  await ctx.jobs.work<{ purchaseId: string; source: RefundSource; reason: string }>(
    REFUND_JOB,
    async ({ purchaseId, ...request }) => {
      await refundPurchase(ctx, purchaseId, request);
    },
    retried,
  );
  await ctx.jobs.work<{ paymentId: string }>(
    DUPLICATE_REFUND_JOB,
    ({ paymentId }) => refundDuplicate(ctx, paymentId),
    retried,
  );
  await ctx.jobs.work(SWEEP_JOB, async () => {
    await sweepOwedRefunds(ctx);
    await sweepOwedDuplicates(ctx);
    await sweepOwedSeatRefunds(ctx);
  });
  await ctx.jobs.every(SWEEP_JOB, '*/10 * * * *');
}
