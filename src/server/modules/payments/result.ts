import type { ServiceContext } from '../../context';
import { notFound } from '../../errors';
import { findPurchase, toPurchaseSummary } from './history';
import { reconcilePurchase } from './reconcile';
import { syncPurchase } from './sync';
import { PURCHASE_NOT_FOUND } from '../../../shared/purchases';
import type { PurchaseSummary } from '../../../shared/responses/payments';

/**
 * The purchase as the payment-result screen shows it: while it is undecided the provider is
 * asked first (the buyer may be back before the webhook), so the screen never trusts the
 * address's own `status`. A provider that does not answer leaves what is known.
 */
export async function purchaseResult(
  ctx: ServiceContext,
  purchaseId: string,
  paymentId: string | undefined,
): Promise<PurchaseSummary> {
  const purchase = await findPurchase(ctx, purchaseId);
  if (!purchase) throw notFound(PURCHASE_NOT_FOUND);
  if (purchase.status === 'approved' || purchase.reviewReason !== null) {
    return toPurchaseSummary(purchase);
  }
  try {
    if (paymentId) await syncPurchase(ctx, paymentId, 'return');
    else await reconcilePurchase(ctx, purchase, 'return');
  } catch (error) {
    ctx.log.warn({ err: error, purchaseId }, 'payment result: provider not reachable');
  }
  return toPurchaseSummary((await findPurchase(ctx, purchaseId)) ?? purchase);
}
