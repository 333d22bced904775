import { TriangleAlert } from 'lucide';
import { Link } from '../../../navigation/Link';
import { formatCuit } from '../../../../shared/cuit';
import { IVA_CONDITION_LABELS } from '../../../../shared/iva-conditions';
import { duplicatePaymentLabel, purchaseState } from '../../../../shared/purchases';
import { PurchaseStatusTag } from '../../../components/payments/PurchaseStatusTag';
import { Button } from '../../../components/ui/Button';
import { StatusTag } from '../../../components/ui/StatusTag';
import { Icon } from '../../../components/ui/Icon';
import type { AdminPurchase } from '../../../../shared/responses/admin';

export const payerName = (purchase: AdminPurchase) =>
  `${purchase.payer.name} ${purchase.payer.lastname}`.trim() || purchase.payer.email;

/** 'Acme SA (CUIT 30-71234567-1, IVA Responsable Inscripto)': whom the invoice is made out to. */
export const invoicedTo = ({ name, cuit, ivaCondition }: NonNullable<AdminPurchase['company']>) =>
  `${name} (CUIT ${formatCuit(cuit)}, ${IVA_CONDITION_LABELS[ivaCondition]})`;

/**
 * The buyer: their account in the users list when there is one, else the payer's name; and the
 * company the invoice goes to, if it is not the payer.
 */
export function Buyer({ purchase }: { purchase: AdminPurchase }) {
  const { user, company } = purchase;
  return (
    <span className="flex flex-col">
      {user ? (
        <Link
          to={`/panel/users?search=${encodeURIComponent(user.id)}`}
          className="font-medium break-words text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {user.username}
        </Link>
      ) : (
        <span className="font-medium text-slate-900">{payerName(purchase)}</span>
      )}
      <span className="text-xs break-words text-slate-600">{purchase.payer.email}</span>
      {company && (
        <span className="text-xs break-words text-slate-600">Factura a: {invoicedTo(company)}</span>
      )}
    </span>
  );
}

/**
 * The status tag ('Sin pagar' for a checkout nobody paid yet), a tag per payment refunded as a
 * duplicate, and a warning mark when the payment needs a look (the reason on hover).
 */
export function PurchaseState({ purchase }: { purchase: AdminPurchase }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <PurchaseStatusTag status={purchaseState(purchase.status, purchase.operationId)} />
      {purchase.duplicates.map((duplicate) => (
        <StatusTag key={duplicate.paymentId} tone="brand">
          {duplicatePaymentLabel(duplicate)}
        </StatusTag>
      ))}
      {purchase.reviewReason && (
        <span title={purchase.reviewReason} className="inline-flex text-amber-700">
          <Icon node={TriangleAlert} className="size-4" aria-hidden="true" />
          <span className="sr-only">Necesita revisión: {purchase.reviewReason}</span>
        </span>
      )}
    </span>
  );
}

type PayerDataButtonProps = { purchase: AdminPurchase; onShow: (purchase: AdminPurchase) => void };

/** 'Ver datos': opens the payer's data; names the purchase for screen readers. */
export function PayerDataButton({ purchase, onShow }: PayerDataButtonProps) {
  return (
    <Button variant="outline" size="sm" onClick={() => onShow(purchase)}>
      Ver datos
      <span className="sr-only">
        {' '}
        de {payerName(purchase)}, {purchase.course.title}
      </span>
    </Button>
  );
}
