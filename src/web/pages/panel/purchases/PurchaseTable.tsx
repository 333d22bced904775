import { formatDate } from '../../../../shared/format-date';
import { PaidAmount } from '../../../components/payments/PaidAmount';
import { PurchaseCourseLink } from '../../../components/payments/PurchaseCourseLink';
import { RowTable, type RowColumn } from '../../../components/ui/RowTable';
import { Buyer, PayerDataButton, PurchaseState } from './PurchaseCells';
import type { AdminPurchase } from '../../../../shared/responses/admin';

type ShowPayer = (purchase: AdminPurchase) => void;

const columns = (onShow: ShowPayer): RowColumn<AdminPurchase>[] => [
  {
    label: 'Fecha',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (purchase) => formatDate(purchase.createdAt),
  },
  { label: 'Curso', cell: (purchase) => <PurchaseCourseLink course={purchase.course} /> },
  { label: 'Comprador', cell: (purchase) => <Buyer purchase={purchase} /> },
  {
    label: 'Importe',
    className: 'text-right',
    cellClassName: 'text-right whitespace-nowrap tabular-nums',
    cell: (purchase) => <PaidAmount purchase={purchase} />,
  },
  {
    label: 'N.º de operación',
    className: 'whitespace-nowrap',
    cellClassName: 'break-all tabular-nums',
    cell: (purchase) => purchase.operationId ?? '—',
  },
  { label: 'Estado', cell: (purchase) => <PurchaseState purchase={purchase} /> },
  {
    label: 'Acciones',
    hidden: true,
    cell: (purchase) => <PayerDataButton purchase={purchase} onShow={onShow} />,
  },
];

/** The purchases as a table, for screens wide enough for its seven columns. */
export function PurchaseTable({
  purchases,
  onShow,
}: {
  purchases: AdminPurchase[];
  onShow: ShowPayer;
}) {
  return (
    <RowTable
      caption="Compras, de la más reciente a la más antigua"
      columns={columns(onShow)}
      rows={purchases}
    />
  );
}
