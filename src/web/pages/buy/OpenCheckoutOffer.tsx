import { ShoppingCart } from 'lucide';
import { formatDate } from '../../../shared/format-date';
import { formatPrice } from '../../../shared/money';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { ITEM_WORDS, type BuyItem } from './buy-item';
import { BuyHeading } from './BuyHeading';
import { BuyPanel } from './BuyPanel';
import { DiscountLines } from './DiscountLines';
import type { OpenCheckout } from '../../../shared/responses/payments';

type OpenCheckoutOfferProps = {
  item: BuyItem;
  checkout: OpenCheckout;
  onStartOver: () => void;
};

/**
 * In place of the buy form while the buyer has a checkout of the course or route opened and not paid:
 * its coupon and price are what they were promised, so the buyer is led back to it, and may
 * still start over (with another coupon, or none).
 */
export function OpenCheckoutOffer({ item, checkout, onStartOver }: OpenCheckoutOfferProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BuyHeading title={item.title} />
      <BuyPanel
        title={`Tenés un pago sin terminar para ${ITEM_WORDS[item.kind].thisOne}`}
        className="mt-8"
      >
        <div className="mt-4 flex flex-col gap-4 text-slate-700">
          <p>
            Lo empezaste el {formatDate(checkout.createdAt)} y podés terminarlo hasta el{' '}
            {formatDate(checkout.expiresAt)}, al mismo precio.
          </p>
          <dl className="flex flex-col gap-1 rounded-xl border border-slate-200 p-4 text-sm">
            {checkout.coupon && (
              <DiscountLines
                listPrice={checkout.listPrice}
                coupon={checkout.coupon}
                discount={checkout.discount}
              />
            )}
            <div className="flex items-baseline justify-between gap-4 font-medium">
              <dt>Total</dt>
              <dd className="text-xl font-bold text-brand-900">{formatPrice(checkout.amount)}</dd>
            </div>
          </dl>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href={checkout.checkoutUrl} className={buttonClasses('accent')}>
              <Icon node={ShoppingCart} className="size-4" aria-hidden="true" />
              Continuar con el pago
            </a>
            <Button variant="outline" onClick={onStartOver}>
              Empezar de nuevo
            </Button>
          </div>
          <p className="text-sm text-slate-600">
            Si empezás de nuevo, este pago queda abierto hasta que venza: no lo pagues además del
            nuevo.
          </p>
        </div>
      </BuyPanel>
    </div>
  );
}
