// Purchase types and labels without zod, so the pages that show purchases stay small.

import type { DuplicatePayment, OpenCheckout, PurchaseRecord } from './responses/payments';

export const PURCHASE_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
  /** A checkout that expired without any payment: never paid, unlike a payment the provider cancelled. */
  'abandoned',
  /** Withdrawn by the Botón de Arrepentimiento with nothing to give back (a coupon paid it in full). */
  'withdrawn',
] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'mercadopago'] as const;

/** The states of an electronic voucher (invoice or credit note) asked of ARCA. */
export const INVOICE_STATUSES = ['pending', 'issued', 'failed', 'cancelled'] as const;

/**
 * How a status reads to the buyer. A payment the provider cancelled shows as pending
 * (docs/decisions/0004-payments.md, 'What the buyer sees'); a checkout that expired without any
 * payment was never a payment, and says so.
 */
export const PURCHASE_STATUS_LABELS: Record<PurchaseStatus, string> = {
  pending: 'Pendiente',
  approved: 'Aprobado',
  rejected: 'Rechazado',
  cancelled: 'Pendiente',
  refunded: 'Reembolsado',
  charged_back: 'Contracargo',
  abandoned: 'Abandonada',
  withdrawn: 'Cancelada',
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

/** How the panel names a duplicate payment and what became of it. */
export const duplicatePaymentLabel = (duplicate: Pick<DuplicatePayment, 'status'>) =>
  duplicate.status === 'refunded'
    ? 'Reintegrada automáticamente: pago duplicado'
    : 'Pago duplicado: reintegro automático en curso';

/** What a buyer buys: a course, or a 'Ruta de aprendizaje' (a bundle of courses). */
export type BuyItemRef = { kind: 'course' | 'bundle'; id: number };

/** How an order or a quote names the item: `courseId` or `bundleId`. */
export const itemField = (item: BuyItemRef) =>
  item.kind === 'bundle' ? { bundleId: item.id } : { courseId: item.id };

/** Whether a purchase paid (or pays) for the item; a bundle's names the bundle in `course`. */
export const purchaseIsOf = (
  purchase: Pick<PurchaseRecord, 'course' | 'bundleId'>,
  item: BuyItemRef,
) =>
  item.kind === 'bundle'
    ? purchase.bundleId === item.id
    : purchase.bundleId === null && purchase.course.id === item.id;

/** Whether an open checkout is for the item. */
export const checkoutIsOf = (
  checkout: Pick<OpenCheckout, 'courseId' | 'bundleId'>,
  item: BuyItemRef,
) => (item.kind === 'bundle' ? checkout.bundleId : checkout.courseId) === item.id;

/**
 * The buyer's payment of the item still waiting to be credited (a cash voucher): while there
 * is one, buying it again leads to it instead of to a new checkout.
 */
export const pendingPaymentOf = (purchases: PurchaseRecord[], item: BuyItemRef) =>
  purchases.find((purchase) => purchaseIsOf(purchase, item) && purchase.status === 'pending');

/** What the sandbox checkout's buyer may choose to happen ('Pago de prueba'). */
export const SANDBOX_OUTCOMES = ['approved', 'rejected', 'pending'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** A sandbox checkout reference that is malformed or matches none. */
export const SANDBOX_NOT_FOUND = 'No encontramos ese pago de prueba.';

/** A purchase reference that matches none, or none of the caller's. */
export const PURCHASE_NOT_FOUND = 'No encontramos esa compra.';
