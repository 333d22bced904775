import { formatPrice } from '../../../shared/money';
import { FactList } from './FactList';
import type { PurchaseSummary } from '../../../shared/responses/payments';

/**
 * The course (or route), the amount (with the coupon's discount, if any) and, once there is a payment, its
 * operation number.
 */
export function PurchaseFacts({ purchase }: { purchase: PurchaseSummary }) {
  const facts = [
    { label: purchase.bundleId === null ? 'Curso' : 'Ruta', value: purchase.course.title },
  ];
  if (purchase.coupon) {
    facts.push({
      label: 'Descuento',
      value: `−${formatPrice(purchase.discount)} (cupón ${purchase.coupon})`,
    });
  }
  facts.push({ label: 'Importe', value: formatPrice(purchase.amount) });
  if (purchase.operationId)
    facts.push({ label: 'Número de operación', value: purchase.operationId });
  return <FactList facts={facts} />;
}
