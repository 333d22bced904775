import { formatDate } from '../../../../shared/format-date';
import { formatPrice } from '../../../../shared/money';
import { RowTable, type RowColumn } from '../../../components/ui/RowTable';
import { InvoiceActions, InvoiceCae, InvoicePurchase, InvoiceState } from './InvoiceCells';
import type { AdminInvoice } from '../../../../shared/responses/admin';

/** The vouchers' columns, each with the cell it draws; a voucher's card shows some as facts. */
export const INVOICE_COLUMNS = {
  date: {
    label: 'Fecha',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (invoice) => formatDate(invoice.issuedAt ?? invoice.createdAt),
  },
  voucher: { label: 'Comprobante', cellClassName: 'font-medium', cell: (invoice) => invoice.label },
  purchase: { label: 'Compra', cell: (invoice) => <InvoicePurchase invoice={invoice} /> },
  total: {
    label: 'Importe',
    className: 'text-right',
    cellClassName: 'text-right whitespace-nowrap tabular-nums',
    cell: (invoice) => formatPrice(invoice.total),
  },
  cae: { label: 'CAE', cell: (invoice) => <InvoiceCae invoice={invoice} /> },
  state: {
    label: 'Estado',
    cellClassName: 'max-w-56',
    cell: (invoice) => <InvoiceState invoice={invoice} />,
  },
  actions: {
    label: 'Acciones',
    hidden: true,
    cell: (invoice) => <InvoiceActions invoice={invoice} />,
  },
} satisfies Record<string, RowColumn<AdminInvoice>>;

const COLUMNS = Object.values(INVOICE_COLUMNS);

/** The vouchers as a table, for screens wide enough for its seven columns. */
export function InvoiceTable({ invoices }: { invoices: AdminInvoice[] }) {
  return (
    <RowTable
      caption="Comprobantes, del más reciente al más antiguo"
      columns={COLUMNS}
      rows={invoices}
    />
  );
}
