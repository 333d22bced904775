import { formatDate } from '../../../../shared/format-date';
import { PaidAmount } from '../../../components/payments/PaidAmount';
import { PurchaseCourseLink } from '../../../components/payments/PurchaseCourseLink';
import { RowTable, type RowColumn } from '../../../components/ui/RowTable';
import { Buyer, PayerDataButton, PurchaseState } from './PurchaseCells';
import type { AdminPurchase } from '../../../../shared/responses/admin';

/** The purchases' columns but 'Acciones', each with the cell it draws; a card shows some as facts. */
export const PURCHASE_COLUMNS = {
  date: {
    label: 'Fecha',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (purchase) => formatDate(purchase.createdAt),
  },
  course: { label: 'Curso', cell: (purchase) => <PurchaseCourseLink course={purchase.course} /> },
  buyer: { label: 'Comprador', cell: (purchase) => <Buyer purchase={purchase} /> },
  amount: {
    label: 'Importe',
    className: 'text-right',
    cellClassName: 'text-right whitespace-nowrap tabular-nums',
    cell: (purchase) => <PaidAmount purchase={purchase} />,
  },
  operation: {
    label: 'N.º de operación',
    className: 'whitespace-nowrap',
    cellClassName: 'break-all tabular-nums',
    cell: (purchase) => purchase.operationId ?? '—',
  },
  state: { label: 'Estado', cell: (purchase) => <PurchaseState purchase={purchase} /> },
} satisfies Record<string, RowColumn<AdminPurchase>>;

type PurchaseTableProps = { purchases: AdminPurchase[]; onShow: (purchase: AdminPurchase) => void };

/** The purchases as a table, for screens wide enough for its seven columns. */
export function PurchaseTable({ purchases, onShow }: PurchaseTableProps) {
  const actions: RowColumn<AdminPurchase> = {
    label: 'Acciones',
    hidden: true,
    cell: (purchase) => <PayerDataButton purchase={purchase} onShow={onShow} />,
  };
  return (
    <RowTable
      caption="Compras, de la más reciente a la más antigua"
      columns={[...Object.values(PURCHASE_COLUMNS), actions]}
      rows={purchases}
    />
  );
}
