import { formatPrice, roundToCents } from '../../../shared/money';
import { priceInForce } from '../../../shared/pricing';
import { useNow } from '../../lib/use-now';
import { DeliveryNotice } from '../../components/payments/DeliveryNotice';
import { Button } from '../../components/ui/Button';
import { ITEM_WORDS, type BuyItem } from './buy-item';
import { BuyPanel } from './BuyPanel';
import { CouponField } from './CouponField';
import { DiscountLines } from './DiscountLines';
import { SummaryItem } from './SummaryItem';
import type { CouponState } from './use-coupon';
import type { OwnedShare } from './use-owned-share';

type OrderSummaryProps = {
  item: BuyItem;
  share: OwnedShare;
  /** The buyer form that 'Pagar' submits. */
  formId: string;
  sending: boolean;
  coupon: CouponState;
  /** A company's seats ('Compro para mi empresa'): the price is for each of them. */
  seats?: number | undefined;
};

/**
 * The course or route being bought, its price in force for this buyer (with the coupon's discount
 * once applied), what to expect after paying, and the 'Pagar' button.
 */
export function OrderSummary({ item, share, formId, sending, coupon, seats }: OrderSummaryProps) {
  const now = useNow();
  const quoted = coupon.applied;
  const total = quoted
    ? quoted.total
    : roundToCents((share.price ?? priceInForce(item, now)) * (seats ?? 1));
  const words = ITEM_WORDS[item.kind];
  return (
    <BuyPanel title="Resumen de la compra" className="flex flex-col gap-5 lg:sticky lg:top-24">
      <SummaryItem item={item} share={share} quantity={seats ?? 1} />
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
      <DeliveryNotice kind={seats === undefined ? item.kind : 'seats'} />
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
        {total === 0 ? words.free : 'Pagar'}
      </Button>
    </BuyPanel>
  );
}
