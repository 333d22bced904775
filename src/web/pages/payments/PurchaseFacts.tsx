import { formatPrice } from '../../../shared/money';
import { FactList } from './FactList';
import type { PurchaseSummary } from '../../../shared/responses/payments';

/** The course, the amount and, once there is a payment, its operation number. */
export function PurchaseFacts({ purchase }: { purchase: PurchaseSummary }) {
  const facts = [
    { label: 'Curso', value: purchase.course.title },
    { label: 'Importe', value: formatPrice(purchase.amount) },
  ];
  if (purchase.operationId)
    facts.push({ label: 'Número de operación', value: purchase.operationId });
  return <FactList facts={facts} />;
}
