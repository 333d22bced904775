import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useNavigate, useSearchParams } from '../../navigation/navigation';
import { checkoutIsOf, pendingPaymentOf } from '../../../shared/purchases';
import { usePurchaseHistory } from '../../api/payments';
import { useUser } from '../../auth/session-context';
import { studyPath } from '../../components/course/course-paths';
import { PageLoading } from '../../components/layout/PageLoading';
import { notify } from '../../components/ui/toast';
import { usePageMeta } from '../../lib/use-page-meta';
import { ITEM_WORDS, itemAddressed } from './buy-item';
import { BuyCheckout } from './BuyCheckout';
import { OpenCheckoutOffer } from './OpenCheckoutOffer';
import { OwnedBundle } from './OwnedBundle';
import { PendingPayment } from './PendingPayment';
import { initialBuyer } from './use-buyer-form';
import { useBuyItem } from './use-buy-item';
import { useOwnedShare } from './use-owned-share';

const buyPageMeta = (title: string | undefined) => ({
  title: title ? `Comprando ${title}` : 'Comprando',
  description: 'Completá tus datos para hacer la compra.',
});

/**
 * /buy?id=&slug= (a course) or /buy?bundle=&slug= (a 'Ruta de aprendizaje') — buying a visible
 * one. An owner of the course goes straight to it, and one of every course of the route is told
 * so; a buyer whose payment of it is pending is shown that payment; one with a checkout of it
 * opened and not paid is led back to it (with its coupon and price), unless they choose to start
 * over; a hidden, unknown or malformed one sends the buyer back to the catalogue with a message.
 */
export default function BuyPage() {
  const [params] = useSearchParams();
  const ref = itemAddressed(params);
  const user = useUser();
  const { item, isError } = useBuyItem(ref);
  const share = useOwnedShare(item);
  const history = usePurchaseHistory();
  const navigate = useNavigate();
  const [startedOver, setStartedOver] = useState(false);
  usePageMeta(buyPageMeta(item?.title));

  const owned =
    ref.kind === 'course' ? user.courses.find((entry) => entry.course.id === ref.id) : undefined;
  const unavailable = !owned && (!Number.isInteger(ref.id) || ref.id <= 0 || isError);
  const { notForSale } = ITEM_WORDS[ref.kind];
  useEffect(() => {
    if (!unavailable) return;
    notify.error(notForSale);
    void navigate('/courses', { replace: true });
  }, [unavailable, notForSale, navigate]);

  if (owned) return <Navigate to={studyPath(owned.course)} replace />;
  if (!item || history.isPending || share.pending) return <PageLoading />;
  if (share.ownsAll) return <OwnedBundle item={item} />;
  const pending = pendingPaymentOf(history.data?.purchases ?? [], item);
  if (pending) return <PendingPayment item={item} purchase={pending} />;
  const open = history.data?.openCheckouts.find((checkout) => checkoutIsOf(checkout, item));
  if (open && !startedOver) {
    return (
      <OpenCheckoutOffer item={item} checkout={open} onStartOver={() => setStartedOver(true)} />
    );
  }
  return (
    <BuyCheckout item={item} share={share} initial={initialBuyer(user, history.data?.lastPayer)} />
  );
}
