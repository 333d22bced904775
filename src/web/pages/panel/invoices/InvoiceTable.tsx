import { formatDate } from '../../../../shared/format-date';
import { formatPrice } from '../../../../shared/money';
import { RowTable, type RowColumn } from '../../../components/ui/RowTable';
import { InvoiceActions, InvoiceCae, InvoicePurchase, InvoiceState } from './InvoiceCells';
import type { AdminInvoice } from '../../../../shared/responses/admin';

const COLUMNS: RowColumn<AdminInvoice>[] = [
  {
    label: 'Fecha',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (invoice) => formatDate(invoice.issuedAt ?? invoice.createdAt),
  },
  { label: 'Comprobante', cellClassName: 'font-medium', cell: (invoice) => invoice.label },
  { label: 'Compra', cell: (invoice) => <InvoicePurchase invoice={invoice} /> },
  {
    label: 'Importe',
    className: 'text-right',
    cellClassName: 'text-right whitespace-nowrap tabular-nums',
    cell: (invoice) => formatPrice(invoice.total),
  },
  { label: 'CAE', cell: (invoice) => <InvoiceCae invoice={invoice} /> },
  {
    label: 'Estado',
    cellClassName: 'max-w-56',
    cell: (invoice) => <InvoiceState invoice={invoice} />,
  },
  { label: 'Acciones', hidden: true, cell: (invoice) => <InvoiceActions invoice={invoice} /> },
];

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
