import type { PurchaseStatus } from '../../../shared/purchases';
import type { ProviderPayment } from './providers/types';

/** MercadoPago's payment statuses, as the purchase records them. */
export function purchaseStatusOf(providerStatus: string): PurchaseStatus {
  switch (providerStatus) {
    case 'approved':
    case 'rejected':
    case 'cancelled':
    case 'refunded':
    case 'charged_back':
      return providerStatus;
    default:
      // pending, in_process, authorized, in_mediation and anything new: not decided yet.
      return 'pending';
  }
}

/** Settled purchases only change through their own payment being refunded or charged back. */
const SETTLED: PurchaseStatus[] = ['approved', 'refunded', 'charged_back'];
const rank = (status: PurchaseStatus) =>
  SETTLED.includes(status) ? 3 : status === 'pending' ? 2 : 1;

type PurchaseState = {
  status: PurchaseStatus;
  statusDetail: string | null;
  paymentId: string | null;
  amount: number;
  currency: string;
  reviewReason: string | null;
};

export type Decision =
  /** Nothing new: the same notification again. */
  | { kind: 'none' }
  /** Worth remembering, but the purchase stays as it is. */
  | { kind: 'note'; note: string }
  /** Money arrived that does not fit the purchase: record, alert a person, grant nothing. */
  | { kind: 'review'; reason: string }
  /**
   * An approved payment for a course the buyer already has: given back through the provider,
   * nothing granted. `settle`: the purchase had no approved payment, so it closes as refunded.
   */
  | { kind: 'duplicate'; paymentId: string; settle: boolean }
  | {
      kind: 'update';
      status: PurchaseStatus;
      statusDetail: string | null;
      paymentId: string;
      grant: boolean;
      revoke: boolean;
    };

const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** What the database knows around the purchase when a payment arrives. */
export type PaymentFacts = {
  /** The buyer has the course already (through another purchase, or granted by an admin). */
  owned: boolean;
  /** This payment was recorded as a duplicate before: it is being refunded, nothing to add. */
  knownDuplicate: boolean;
};

/**
 * Whether an approved payment pays for a course the buyer has: the purchase was approved with
 * another payment, or the buyer owns the course otherwise. A late notice of the purchase's own
 * payment, once settled, is not a second payment.
 */
function paysTwice(purchase: PurchaseState, payment: ProviderPayment, facts: PaymentFacts) {
  if (purchase.paymentId === payment.id && SETTLED.includes(purchase.status)) return false;
  return purchase.status === 'approved' || facts.owned;
}

/**
 * What a payment reported by the provider does to one of our purchases. A purchase follows
 * one payment; a buyer who retries in the checkout creates more, and the purchase moves to a
 * new one only when it gets further (pending over rejected, approved over both).
 */
export function decide(
  purchase: PurchaseState,
  payment: ProviderPayment,
  facts: PaymentFacts = { owned: false, knownDuplicate: false },
): Decision {
  if (facts.knownDuplicate) return { kind: 'none' };
  const status = purchaseStatusOf(payment.status);
  if (status === 'approved' && paysTwice(purchase, payment, facts)) {
    return { kind: 'duplicate', paymentId: payment.id, settle: purchase.status !== 'approved' };
  }
  const follows = purchase.paymentId === null || purchase.paymentId === payment.id;

  if (!follows) {
    if (SETTLED.includes(purchase.status)) {
      // A refunded or charged-back purchase paid again, the course no longer the buyer's.
      return status === 'approved'
        ? {
            kind: 'review',
            reason: `Pago aprobado (${payment.id}) para una compra ya cerrada con ${purchase.paymentId}: hay que decidir si se reintegra.`,
          }
        : {
            kind: 'note',
            note: `Otro pago (${payment.id}, ${payment.status}) no cambia la compra.`,
          };
    }
    if (rank(status) <= rank(purchase.status)) {
      return {
        kind: 'note',
        note: `Otro pago (${payment.id}, ${payment.status}) no cambia la compra.`,
      };
    }
  }

  const unchanged =
    purchase.paymentId === payment.id &&
    purchase.status === status &&
    purchase.statusDetail === payment.statusDetail;
  if (unchanged) return { kind: 'none' };

  const update = (grant: boolean, revoke: boolean): Decision => ({
    kind: 'update',
    status,
    statusDetail: payment.statusDetail,
    paymentId: payment.id,
    grant,
    revoke,
  });

  switch (status) {
    case 'approved': {
      if (SETTLED.includes(purchase.status)) return { kind: 'none' };
      if (!sameAmount(payment.amount, purchase.amount) || payment.currency !== purchase.currency) {
        const reason = `El pago ${payment.id} es de ${payment.amount} ${payment.currency} y la compra de ${purchase.amount} ${purchase.currency}.`;
        return purchase.reviewReason === reason ? { kind: 'none' } : { kind: 'review', reason };
      }
      return update(true, false);
    }
    case 'refunded':
    case 'charged_back':
      return update(false, purchase.status === 'approved');
    default:
      // An approved payment under dispute (in_mediation) keeps the access until it is decided.
      if (SETTLED.includes(purchase.status)) {
        return { kind: 'note', note: `El pago ${payment.id} pasó a ${payment.status}.` };
      }
      return update(false, false);
  }
}
