import { Clock } from 'lucide';
import { formatDate } from '../../../shared/format-date';
import { Link } from '../../navigation/Link';
import { buttonClasses } from '../../components/ui/Button';
import { ARRIVES } from '../../components/payments/DeliveryNotice';
import { Icon } from '../../components/ui/Icon';
import { ITEM_WORDS, type BuyItem } from './buy-item';
import { BuyHeading } from './BuyHeading';
import { BuyPanel } from './BuyPanel';
import type { PurchaseRecord } from '../../../shared/responses/payments';

type PendingPaymentProps = { item: BuyItem; purchase: PurchaseRecord };

/**
 * In place of the buy form while a payment of the course or route waits to be credited (a cash
 * voucher): paying again would charge twice, so the buyer is led to that payment instead.
 */
export function PendingPayment({ item, purchase }: PendingPaymentProps) {
  const words = ITEM_WORDS[item.kind];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BuyHeading title={item.title} />
      <BuyPanel title={`Ya tenés un pago pendiente para ${words.thisOne}`} className="mt-8">
        <div className="mt-4 flex flex-col gap-4 text-slate-700">
          <p className="flex gap-2.5">
            <Icon node={Clock} className="mt-1 size-4 shrink-0 text-amber-700" aria-hidden="true" />
            <span>
              Lo iniciaste el {formatDate(purchase.createdAt)} (operación N° {purchase.operationId}
              ). Cuando el medio de pago lo acredite, {ARRIVES[item.kind]} y te enviamos el
              comprobante por correo: no hace falta pagar de nuevo.
            </span>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            {purchase.checkoutUrl && (
              <a href={purchase.checkoutUrl} className={buttonClasses('accent')}>
                Ir al pago pendiente
              </a>
            )}
            <Link to="/account/purchases" className={buttonClasses('outline')}>
              Ver mis compras
            </Link>
          </div>
        </div>
      </BuyPanel>
    </div>
  );
}
