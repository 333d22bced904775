import { formatPrice } from '../../../shared/money';
import { priceInForce } from '../../../shared/pricing';
import { useNow } from '../../lib/use-now';
import { CourseCover } from '../../components/course/CourseCover';
import { DeliveryNotice } from '../../components/payments/DeliveryNotice';
import { Button } from '../../components/ui/Button';
import { BuyPanel } from './BuyPanel';
import { CouponField } from './CouponField';
import { DiscountLines } from './DiscountLines';
import type { CouponState } from './use-coupon';
import type { CourseDetail } from '../../../shared/responses/courses';

type OrderSummaryProps = {
  course: CourseDetail;
  /** The buyer form that 'Pagar' submits. */
  formId: string;
  sending: boolean;
  coupon: CouponState;
};

/**
 * The course being bought, its price in force (with the coupon's discount once applied), what to
 * expect after paying, and the 'Pagar' button.
 */
export function OrderSummary({ course, formId, sending, coupon }: OrderSummaryProps) {
  const now = useNow();
  const quoted = coupon.applied;
  const total = quoted ? quoted.total : priceInForce(course, now);
  return (
    <BuyPanel title="Resumen de la compra" className="flex flex-col gap-5 lg:sticky lg:top-24">
      <div className="flex items-start gap-4">
        <CourseCover
          picture={course.picture}
          place="thumbnail"
          loading="eager"
          className="aspect-video w-24 shrink-0 rounded-lg"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="leading-snug font-semibold text-brand-900">{course.title}</p>
          <p className="text-sm text-slate-600">
            <span className="sr-only">Cantidad: </span>x1
          </p>
        </div>
      </div>
      <CouponField coupon={coupon} />
      {quoted && (
        <dl className="flex flex-col gap-1 border-t border-slate-200 pt-4 text-sm text-slate-700">
          <DiscountLines
            listPrice={quoted.listPrice}
            coupon={quoted.coupon}
            discount={quoted.discount}
          />
        </dl>
      )}
      <p className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-4">
        <span className="font-medium text-slate-700">Total</span>
        <span className="text-2xl font-bold text-brand-900">{formatPrice(total)}</span>
      </p>
      <DeliveryNotice />
      <p className="text-sm text-slate-700">
        Al pagar aceptás los{' '}
        <a
          href="/terms-and-conditions"
          target="_blank"
          rel="noreferrer"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Términos y condiciones
          <span className="sr-only"> (se abre en una pestaña nueva)</span>
        </a>
        .
      </p>
      <Button type="submit" form={formId} variant="accent" loading={sending} className="w-full">
        {total === 0 ? 'Obtener el curso' : 'Pagar'}
      </Button>
    </BuyPanel>
  );
}
