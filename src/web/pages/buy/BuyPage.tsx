import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useNavigate, useSearchParams } from '../../navigation/navigation';
import { useCourseDetail } from '../../api/courses';
import { pendingPaymentOf } from '../../../shared/purchases';
import { usePurchaseHistory } from '../../api/payments';
import { useUser } from '../../auth/session-context';
import { studyPath } from '../../components/course/course-paths';
import { PageLoading } from '../../components/layout/PageLoading';
import { notify } from '../../components/ui/toast';
import { usePageMeta } from '../../lib/use-page-meta';
import { BuyCheckout } from './BuyCheckout';
import { OpenCheckoutOffer } from './OpenCheckoutOffer';
import { PendingPayment } from './PendingPayment';
import { initialBuyer } from './use-buyer-form';

const NOT_FOR_SALE = 'No encontramos ese curso o ya no está a la venta.';

const buyPageMeta = (title: string | undefined) => ({
  title: title ? `Comprando ${title}` : 'Comprando',
  description: 'Completá tus datos para comprar el curso.',
});

/**
 * /buy?id=&slug= — buying a visible course. An owner goes straight to the course; a buyer
 * whose payment of it is pending is shown that payment; one with a checkout of it opened and not
 * paid is led back to it (with its coupon and price), unless they choose to start over; a hidden, unknown or malformed one
 * sends the buyer back to the catalogue with a message.
 */
export default function BuyPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const user = useUser();
  const course = useCourseDetail(id, params.get('slug') ?? '');
  const history = usePurchaseHistory();
  const navigate = useNavigate();
  const [startedOver, setStartedOver] = useState(false);
  usePageMeta(buyPageMeta(course.data?.title));

  const owned = user.courses.find((entry) => entry.course.id === id);
  const unavailable = !owned && (!Number.isInteger(id) || id <= 0 || course.isError);
  useEffect(() => {
    if (!unavailable) return;
    notify.error(NOT_FOR_SALE);
    void navigate('/courses', { replace: true });
  }, [unavailable, navigate]);

  if (owned) return <Navigate to={studyPath(owned.course)} replace />;
  if (!course.data || history.isPending) return <PageLoading />;
  const pending = pendingPaymentOf(history.data?.purchases ?? [], id);
  if (pending) return <PendingPayment course={course.data} purchase={pending} />;
  const open = history.data?.openCheckouts.find((checkout) => checkout.courseId === id);
  if (open && !startedOver) {
    return (
      <OpenCheckoutOffer
        course={course.data}
        checkout={open}
        onStartOver={() => setStartedOver(true)}
      />
    );
  }
  return <BuyCheckout course={course.data} initial={initialBuyer(user, history.data?.lastPayer)} />;
}
