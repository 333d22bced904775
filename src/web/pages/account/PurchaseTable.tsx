import { formatDate } from '../../../shared/format-date';
import { PaidAmount } from '../../components/payments/PaidAmount';
import { PurchaseCourseLink } from '../../components/payments/PurchaseCourseLink';
import { PurchaseStatusTag } from '../../components/payments/PurchaseStatusTag';
import { ListTable, TABLE_CELL } from '../../components/ui/ListTable';
import { ArrepentimientoOf, type PurchaseListProps } from './PurchaseArrepentimiento';
import { VoucherLinks } from './VoucherLinks';
import { SeatsLink } from './company/SeatsLink';

const CELL = `${TABLE_CELL} align-middle`;

const COLUMNS = [
  { label: 'Fecha' },
  { label: 'Curso' },
  { label: 'Importe', className: 'text-right' },
  { label: 'N.º de operación' },
  { label: 'Estado' },
  { label: 'Comprobantes' },
];

/** The purchase history as a table, for screens wide enough for its six columns. */
export function PurchaseTable({ purchases, arrepentimientos }: PurchaseListProps) {
  return (
    <ListTable caption="Tus compras, de la más reciente a la más antigua" columns={COLUMNS}>
      {purchases.map((purchase) => (
        <tr key={purchase.id}>
          <td className={`${CELL} whitespace-nowrap`}>{formatDate(purchase.createdAt)}</td>
          <td className={CELL}>
            <PurchaseCourseLink course={purchase.course} bundleId={purchase.bundleId} />
            <SeatsLink purchase={purchase} />
          </td>
          <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
            <PaidAmount purchase={purchase} />
          </td>
          <td className={`${CELL} tabular-nums`}>{purchase.operationId ?? '—'}</td>
          <td className={CELL}>
            <span className="flex flex-col items-start gap-2">
              <PurchaseStatusTag status={purchase.status} />
              <ArrepentimientoOf purchase={purchase} arrepentimientos={arrepentimientos} />
            </span>
          </td>
          <td className={CELL}>
            <VoucherLinks purchase={purchase} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
