import { CardFacts } from '../../../components/ui/CardFacts';
import { CardList } from '../../../components/ui/CardList';
import { cellFacts } from '../../../components/ui/RowTable';
import { InvoiceActions, InvoiceState } from './InvoiceCells';
import { INVOICE_COLUMNS } from './InvoiceTable';
import type { AdminInvoice } from '../../../../shared/responses/admin';

const { date, purchase, total, cae } = INVOICE_COLUMNS;
const FACTS = [date, purchase, total, cae];

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
          <CardFacts facts={cellFacts(invoice, FACTS)} />
          <div>
            <InvoiceActions invoice={invoice} />
          </div>
        </>
      )}
    </CardList>
  );
}
