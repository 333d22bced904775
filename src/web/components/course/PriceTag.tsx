import { clsx } from 'clsx';
import { formatLastDay } from '../../../shared/format-date';
import { formatPrice } from '../../../shared/money';
import { saleInForce, type Priced } from '../../../shared/pricing';
import { useNow } from '../../lib/use-now';

const SIZES = {
  card: { price: 'text-lg', list: 'text-sm' },
  page: { price: 'text-3xl', list: 'text-lg' },
};

/**
 * A course's price: the list price, or while a sale is in force the list price struck through,
 * the sale price and its last day ('hasta el 30/11'), read aloud in that order with labels.
 */
export function PriceTag({ course, size }: { course: Priced; size: keyof typeof SIZES }) {
  const sale = saleInForce(course, useNow());
  const classes = SIZES[size];
  const price = clsx(classes.price, 'font-bold text-brand-900');
  if (!sale) {
    return (
      <p className={price}>
        <span className="sr-only">Precio: </span>
        {formatPrice(course.price)}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-0.5">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <s className={clsx(classes.list, 'font-medium text-slate-500')}>
          <span className="sr-only">Precio de lista: </span>
          {formatPrice(course.price)}
        </s>
        <span className={price}>
          <span className="sr-only">Precio de oferta: </span>
          {formatPrice(sale.price)}
        </span>
      </p>
      <p className="text-sm font-semibold text-emerald-700">
        Oferta hasta el {formatLastDay(sale.endsAt)}
      </p>
    </div>
  );
}
