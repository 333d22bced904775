import { formatDate } from '../../../../shared/format-date';
import { formatPrice } from '../../../../shared/money';
import { CardFacts } from '../../../components/ui/CardFacts';
import { InvoiceActions, InvoiceCae, InvoicePurchase, InvoiceState } from './InvoiceCells';
import type { AdminInvoice } from '../../../../shared/responses/admin';

/** The vouchers as one card each, for phones and narrow windows. */
export function InvoiceCards({ invoices }: { invoices: AdminInvoice[] }) {
  return (
    <ul aria-label="Comprobantes" className="flex flex-col gap-3 lg:hidden">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <div className="flex items-start justify-between gap-3">
            <span className="font-medium text-slate-900">{invoice.label}</span>
            <InvoiceState invoice={invoice} />
          </div>
          <CardFacts
            facts={[
              { label: 'Fecha', value: formatDate(invoice.issuedAt ?? invoice.createdAt) },
              { label: 'Compra', value: <InvoicePurchase invoice={invoice} /> },
              { label: 'Importe', value: formatPrice(invoice.total) },
              { label: 'CAE', value: <InvoiceCae invoice={invoice} /> },
            ]}
          />
          <div>
            <InvoiceActions invoice={invoice} />
          </div>
        </li>
      ))}
    </ul>
  );
}
