import { PURCHASE_STATUS_LABELS, type PurchaseStatus } from '../../../shared/purchases';
import { StatusTag, type StatusTone } from '../ui/StatusTag';

/** Approved is good news, rejected bad, undecided a warning; refunds and chargebacks are facts. */
export const PURCHASE_STATUS_TONES: Record<PurchaseStatus, StatusTone> = {
  approved: 'success',
  rejected: 'error',
  pending: 'warning',
  cancelled: 'warning',
  refunded: 'neutral',
  charged_back: 'neutral',
};

/** A purchase's status as the buyer reads it ('Aprobado', 'Rechazado', 'Pendiente'…). */
export function PurchaseStatusTag({ status }: { status: PurchaseStatus }) {
  return (
    <StatusTag tone={PURCHASE_STATUS_TONES[status]}>{PURCHASE_STATUS_LABELS[status]}</StatusTag>
  );
}
