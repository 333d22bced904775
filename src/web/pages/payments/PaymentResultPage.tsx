import { useSearchParams } from '../../navigation/navigation';
import { PAYMENT_RESULT_META } from '../../../shared/page-meta/payments';
import { isUnknownReference, usePaymentResult } from '../../api/payments';
import { DeliveryNotice } from '../../components/payments/DeliveryNotice';
import { usePageMeta } from '../../lib/use-page-meta';
import { PaymentFrame } from './PaymentFrame';
import { PurchaseFacts } from './PurchaseFacts';
import { ResultCard } from './ResultCard';
import {
  CHECKING_VIEW,
  CONSULTATION_VIEW,
  DUPLICATE_VIEW,
  FAILED_VIEW,
  RESULT_VIEWS,
  UNKNOWN_VIEW,
} from './result-views';

function PurchaseResult({ purchaseId, paymentId }: { purchaseId: string; paymentId: string }) {
  const { data: purchase, error } = usePaymentResult(purchaseId, paymentId);
  if (purchase) {
    const view = purchase.duplicate
      ? DUPLICATE_VIEW
      : purchase.bookingId && purchase.status === 'approved'
        ? CONSULTATION_VIEW
        : RESULT_VIEWS[purchase.status];
    return (
      <ResultCard view={view}>
        <PurchaseFacts purchase={purchase} />
        {view.delayNotice && (
          <DeliveryNotice kind={purchase.bundleId === null ? 'course' : 'bundle'} />
        )}
      </ResultCard>
    );
  }
  if (error) return <ResultCard view={isUnknownReference(error) ? UNKNOWN_VIEW : FAILED_VIEW} />;
  return <ResultCard view={CHECKING_VIEW} busy />;
}

/**
 * /payments/success, /failure and /pending — where the payment provider sends the buyer back.
 * The state shown is the server's, never the address's `status`; it updates itself while the
 * payment is undecided, inside a polite live region.
 */
export default function PaymentResultPage() {
  usePageMeta(PAYMENT_RESULT_META);
  const [params] = useSearchParams();
  const purchaseId = params.get('external_reference') ?? '';
  return (
    <PaymentFrame live>
      {purchaseId ? (
        <PurchaseResult purchaseId={purchaseId} paymentId={params.get('payment_id') ?? ''} />
      ) : (
        <ResultCard view={UNKNOWN_VIEW} />
      )}
    </PaymentFrame>
  );
}
