import { formatDate } from '../../../../shared/format-date';
import { formatPrice } from '../../../../shared/money';
import { ListTable, TABLE_CELL } from '../../../components/ui/ListTable';
import { InvoiceActions, InvoiceCae, InvoicePurchase, InvoiceState } from './InvoiceCells';
import type { AdminInvoice } from '../../../../shared/responses/admin';

const CELL = `${TABLE_CELL} align-top`;

const COLUMNS = [
  { label: 'Fecha' },
  { label: 'Comprobante' },
  { label: 'Compra' },
  { label: 'Importe', className: 'text-right' },
  { label: 'CAE' },
  { label: 'Estado' },
  { label: 'Acciones', hidden: true },
];

/** The vouchers as a table, for screens wide enough for its seven columns. */
export function InvoiceTable({ invoices }: { invoices: AdminInvoice[] }) {
  return (
    <ListTable caption="Comprobantes, del más reciente al más antiguo" columns={COLUMNS}>
      {invoices.map((invoice) => (
        <tr key={invoice.id}>
          <td className={`${CELL} whitespace-nowrap tabular-nums`}>
            {formatDate(invoice.issuedAt ?? invoice.createdAt)}
          </td>
          <td className={`${CELL} font-medium`}>{invoice.label}</td>
          <td className={CELL}>
            <InvoicePurchase invoice={invoice} />
          </td>
          <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
            {formatPrice(invoice.total)}
          </td>
          <td className={CELL}>
            <InvoiceCae invoice={invoice} />
          </td>
          <td className={`${CELL} max-w-56`}>
            <InvoiceState invoice={invoice} />
          </td>
          <td className={CELL}>
            <InvoiceActions invoice={invoice} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
