import type { ServiceContext } from '../../context';
import { syncCharge } from './charge-sync';
import { syncPreapproval, type PlanSyncOutcome } from './preapproval-sync';

/**
 * MercadoPago's notifications about subscriptions, by topic: Webhooks name them
 * `subscription_preapproval` and `subscription_authorized_payment`, the older IPN `preapproval`
 * and `authorized_payment`. Undefined for any other topic.
 */
export async function applyPlanNotification(
  ctx: ServiceContext,
  topic: string,
  id: string,
): Promise<PlanSyncOutcome | undefined> {
  switch (topic) {
    case 'subscription_preapproval':
    case 'preapproval':
      return syncPreapproval(ctx, id);
    case 'subscription_authorized_payment':
    case 'authorized_payment':
      return syncCharge(ctx, id, 'webhook');
    default:
      return undefined;
  }
}
