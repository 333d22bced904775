import { formatDate } from '../../../../shared/format-date';
import { formatPrice } from '../../../../shared/money';
import { CardFacts } from '../../../components/ui/CardFacts';
import { CardList } from '../../../components/ui/CardList';
import { InvoiceActions, InvoiceCae, InvoicePurchase, InvoiceState } from './InvoiceCells';
import type { AdminInvoice } from '../../../../shared/responses/admin';

/** The vouchers as one card each, for phones and narrow windows. */
export function InvoiceCards({ invoices }: { invoices: AdminInvoice[] }) {
  return (
    <CardList label="Comprobantes" items={invoices}>
      {(invoice) => (
        <>
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
        </>
      )}
    </CardList>
  );
}
