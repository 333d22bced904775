import { PURCHASE_STATE_LABELS, type PurchaseState } from '../../../shared/purchases';
import { StatusTag, type StatusTone } from '../ui/StatusTag';

/**
 * Approved is good news, rejected bad, a payment waiting a warning; refunds, chargebacks and
 * checkouts nobody paid are facts.
 */
export const PURCHASE_STATUS_TONES: Record<PurchaseState, StatusTone> = {
  approved: 'success',
  rejected: 'error',
  pending: 'warning',
  cancelled: 'warning',
  refunded: 'neutral',
  charged_back: 'neutral',
  unpaid: 'neutral',
  abandoned: 'neutral',
  withdrawn: 'neutral',
};

/** A purchase's status as the buyer reads it ('Aprobado', 'Rechazado', 'Pendiente'…). */
export function PurchaseStatusTag({ status }: { status: PurchaseState }) {
  return (
    <StatusTag tone={PURCHASE_STATUS_TONES[status]}>{PURCHASE_STATE_LABELS[status]}</StatusTag>
  );
}
