import { formatDate } from '../../../../shared/format-date';
import { formatPrice } from '../../../../shared/money';
import { duplicatePaymentLabel } from '../../../../shared/purchases';
import { statusDetailLabel } from '../../../../shared/status-details';
import { Modal } from '../../../components/ui/Dialog';
import { FactList } from '../../payments/FactList';
import { invoicedTo } from './PurchaseCells';
import { RefundForm } from './RefundForm';
import { SeatRefundForm } from './SeatRefundForm';
import type { AdminPurchase } from '../../../../shared/responses/admin';

const regionNames = new Intl.DisplayNames(['es-AR'], { type: 'region', fallback: 'none' });

/** 'AR' → 'Argentina'; a code the runtime does not know stays as it is. */
function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const PROVIDERS: Record<AdminPurchase['provider'], string> = {
  mercadopago: 'MercadoPago',
  sandbox: 'Pago de prueba',
};

function payerFacts({ payer, ...purchase }: AdminPurchase) {
  const facts = [
    { label: 'Nombre', value: payer.name },
    { label: 'Apellido', value: payer.lastname },
    { label: 'Correo electrónico', value: payer.email },
    { label: 'Documento', value: payer.document },
    { label: 'País', value: countryName(payer.country) },
    { label: 'Provincia o región', value: payer.region },
    { label: 'Localidad', value: payer.location },
    ...(purchase.company ? [{ label: 'Factura a', value: invoicedTo(purchase.company) }] : []),
    ...(purchase.coupon
      ? [
          { label: 'Precio de lista', value: formatPrice(purchase.listPrice) },
          {
            label: 'Descuento',
            value: `−${formatPrice(purchase.discount)} (cupón ${purchase.coupon})`,
          },
        ]
      : []),
    { label: 'Importe pagado', value: formatPrice(purchase.amount) },
    {
      label: 'Medio de pago',
      value:
        purchase.operationId === null && purchase.status === 'approved'
          ? purchase.coupon
            ? 'Sin pago (cupón)'
            : 'Sin pago'
          : PROVIDERS[purchase.provider],
    },
    { label: 'Detalle del estado', value: statusDetailLabel(purchase.statusDetail) },
  ];
  if (purchase.reviewReason)
    facts.push({ label: 'Motivo de revisión', value: purchase.reviewReason });
  for (const duplicate of purchase.duplicates) {
    const when = duplicate.refundedAt ? `, el ${formatDate(duplicate.refundedAt)}` : '';
    facts.push({
      label: `Pago ${duplicate.paymentId}`,
      value: `${duplicatePaymentLabel(duplicate)} (${formatPrice(duplicate.amount)}${when})`,
    });
  }
  facts.push({ label: 'ID de compra', value: purchase.id });
  return facts;
}

type PayerDialogProps = { purchase: AdminPurchase | null; onClose: () => void };

/**
 * 'Ver datos': what the payer entered at checkout and how the payment went; an approved purchase
 * can be refunded from here.
 */
export function PayerDialog({ purchase, onClose }: PayerDialogProps) {
  return (
    <Modal
      open={purchase !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Datos del pagador"
      description={
        purchase && `${purchase.course.title}, comprado el ${formatDate(purchase.createdAt)}.`
      }
    >
      {purchase && (
        <div className="flex flex-col gap-4">
          <FactList facts={payerFacts(purchase)} />
          {purchase.status === 'approved' && purchase.operationId !== null && (
            <>
              {purchase.seats !== null && (
                <SeatRefundForm
                  key={`seats-${purchase.id}`}
                  purchase={{ ...purchase, seats: purchase.seats }}
                  onDone={onClose}
                />
              )}
              <RefundForm key={purchase.id} purchase={purchase} onDone={onClose} />
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
