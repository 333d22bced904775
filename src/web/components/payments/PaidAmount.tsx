import { formatPrice } from '../../../shared/money';
import type { PurchaseSummary } from '../../../shared/responses/payments';

type PaidAmountProps = {
  purchase: Pick<PurchaseSummary, 'amount' | 'listPrice' | 'discount' | 'coupon'>;
};

/** What a purchase paid; with a coupon, the list price and the discount below it. */
export function PaidAmount({ purchase }: PaidAmountProps) {
  if (!purchase.coupon) return <>{formatPrice(purchase.amount)}</>;
  return (
    <span className="inline-flex flex-col items-end">
      <span>{formatPrice(purchase.amount)}</span>
      <span className="text-xs font-normal text-slate-600">
        <s>{formatPrice(purchase.listPrice)}</s> · cupón {purchase.coupon} −
        {formatPrice(purchase.discount)}
      </span>
    </span>
  );
}
