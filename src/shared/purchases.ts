// Purchase types and labels without zod, so the pages that show purchases stay small.

export type PurchaseStatus =
  'pending' | 'approved' | 'rejected' | 'cancelled' | 'refunded' | 'charged_back' | 'abandoned';

/**
 * How a status reads to the buyer. A payment the provider cancelled shows as pending (SPEC §4);
 * a checkout that expired without any payment was never a payment, and says so.
 */
export const PURCHASE_STATUS_LABELS: Record<PurchaseStatus, string> = {
  pending: 'Pendiente',
  approved: 'Aprobado',
  rejected: 'Rechazado',
  cancelled: 'Pendiente',
  refunded: 'Reembolsado',
  charged_back: 'Contracargo',
  abandoned: 'Abandonada',
};

/**
 * How the panel reads a purchase: its status, except that a checkout still open with no payment
 * yet is 'unpaid', apart from payments waiting to be credited (a cash voucher).
 */
export type PurchaseState = PurchaseStatus | 'unpaid';

export function purchaseState(status: PurchaseStatus, operationId: string | null): PurchaseState {
  return status === 'pending' && operationId === null ? 'unpaid' : status;
}

export const PURCHASE_STATE_LABELS: Record<PurchaseState, string> = {
  ...PURCHASE_STATUS_LABELS,
  unpaid: 'Sin pagar',
};

/** A payment given back on its own because it paid for a course the buyer already had. */
export type DuplicatePayment = {
  paymentId: string;
  amount: number;
  status: 'owed' | 'refunded';
  createdAt: string;
  refundedAt: string | null;
};

/** How the panel names a duplicate payment and what became of it. */
export const duplicatePaymentLabel = (duplicate: Pick<DuplicatePayment, 'status'>) =>
  duplicate.status === 'refunded'
    ? 'Reintegrada automáticamente: pago duplicado'
    : 'Pago duplicado: reintegro automático en curso';

export type PurchaseCourse = { id: number | null; slug: string; title: string };

/** A purchase in the buyer's history. `operationId` is the payment provider's id. */
export type PurchaseSummary = {
  id: string;
  status: PurchaseStatus;
  operationId: string | null;
  amount: number;
  currency: string;
  course: PurchaseCourse;
  createdAt: string;
  approvedAt: string | null;
  /** Refunded because the buyer already had the course when this payment was approved. */
  duplicate: boolean;
};

/** A purchase in the buyer's history, with its electronic vouchers once ARCA authorised them. */
export type PurchaseRecord = PurchaseSummary & {
  invoiceUrl: string | null;
  creditNoteUrl: string | null;
  /** While its payment is pending: the checkout it was made in. */
  checkoutUrl: string | null;
};

/**
 * The buyer's payment of the course still waiting to be credited (a cash voucher): while there
 * is one, buying the course again leads to it instead of to a new checkout.
 */
export const pendingPaymentOf = (purchases: PurchaseRecord[], courseId: number) =>
  purchases.find((purchase) => purchase.course.id === courseId && purchase.status === 'pending');

/**
 * The payer data the buyer entered, as the last purchase kept it (prefills the next one, with
 * the account's current e-mail).
 */
export type PayerData = {
  name: string;
  lastname: string;
  email: string;
  document: string;
  country: string;
  region: string;
  location: string;
};

export type SandboxOutcome = 'approved' | 'rejected' | 'pending';

/** The sandbox's 'Pago de prueba' page. */
export type SandboxCheckout = {
  preferenceId: string;
  courseTitle: string;
  amount: number;
  currency: string;
  payerEmail: string;
  /** The payment still open on this checkout (pending), or the purchase's final state. */
  purchaseStatus: PurchaseStatus;
  pendingPaymentId: string | null;
};
