import { formatPrice } from '../../../shared/money';

type DiscountLinesProps = { listPrice: number; coupon: string | null; discount: number };

/** The course's price and the coupon's discount off it: two rows of a price breakdown (`<dl>`). */
export function DiscountLines({ listPrice, coupon, discount }: DiscountLinesProps) {
  return (
    <>
      <div className="flex justify-between gap-4">
        <dt>Precio</dt>
        <dd>{formatPrice(listPrice)}</dd>
      </div>
      <div className="flex justify-between gap-4 text-emerald-800">
        <dt>Descuento ({coupon})</dt>
        <dd>−{formatPrice(discount)}</dd>
      </div>
    </>
  );
}
