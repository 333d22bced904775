import { formatDate } from '../../../../shared/format-date';
import { PaidAmount } from '../../../components/payments/PaidAmount';
import { PurchaseCourseLink } from '../../../components/payments/PurchaseCourseLink';
import { ListTable, TABLE_CELL } from '../../../components/ui/ListTable';
import { Buyer, PayerDataButton, PurchaseState } from './PurchaseCells';
import type { AdminPurchase } from '../../../../shared/responses/admin';

const CELL = `${TABLE_CELL} align-top`;

const COLUMNS = [
  { label: 'Fecha' },
  { label: 'Curso' },
  { label: 'Comprador' },
  { label: 'Importe', className: 'text-right' },
  { label: 'N.º de operación', className: 'whitespace-nowrap' },
  { label: 'Estado' },
  { label: 'Acciones', hidden: true },
];

type PurchaseTableProps = { purchases: AdminPurchase[]; onShow: (purchase: AdminPurchase) => void };

/** The purchases as a table, for screens wide enough for its seven columns. */
export function PurchaseTable({ purchases, onShow }: PurchaseTableProps) {
  return (
    <ListTable caption="Compras, de la más reciente a la más antigua" columns={COLUMNS}>
      {purchases.map((purchase) => (
        <tr key={purchase.id}>
          <td className={`${CELL} whitespace-nowrap tabular-nums`}>
            {formatDate(purchase.createdAt)}
          </td>
          <td className={CELL}>
            <PurchaseCourseLink course={purchase.course} />
          </td>
          <td className={CELL}>
            <Buyer purchase={purchase} />
          </td>
          <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
            <PaidAmount purchase={purchase} />
          </td>
          <td className={`${CELL} break-all tabular-nums`}>{purchase.operationId ?? '—'}</td>
          <td className={CELL}>
            <PurchaseState purchase={purchase} />
          </td>
          <td className={CELL}>
            <PayerDataButton purchase={purchase} onShow={onShow} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
