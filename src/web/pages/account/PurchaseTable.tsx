import { formatDate } from '../../../shared/format-date';
import { formatPrice } from '../../../shared/money';
import type { PurchaseSummary } from '../../../shared/purchases';
import { PurchaseCourseLink } from '../../components/payments/PurchaseCourseLink';
import { PurchaseStatusTag } from '../../components/payments/PurchaseStatusTag';

const HEAD = 'py-3 pr-4 font-semibold last:pr-0';
const CELL = 'py-3 pr-4 align-middle last:pr-0';

/** The purchase history as a table, for screens wide enough for its five columns. */
export function PurchaseTable({ purchases }: { purchases: PurchaseSummary[] }) {
  return (
    <table className="hidden w-full text-left text-sm lg:table">
      <caption className="sr-only">Tus compras, de la más reciente a la más antigua</caption>
      <thead className="border-b border-slate-200 text-slate-600">
        <tr>
          <th scope="col" className={HEAD}>
            Fecha
          </th>
          <th scope="col" className={HEAD}>
            Curso
          </th>
          <th scope="col" className={`${HEAD} text-right`}>
            Importe
          </th>
          <th scope="col" className={HEAD}>
            N.º de operación
          </th>
          <th scope="col" className={HEAD}>
            Estado
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 text-slate-800">
        {purchases.map((purchase) => (
          <tr key={purchase.id}>
            <td className={`${CELL} whitespace-nowrap`}>{formatDate(purchase.createdAt)}</td>
            <td className={CELL}>
              <PurchaseCourseLink course={purchase.course} />
            </td>
            <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
              {formatPrice(purchase.amount)}
            </td>
            <td className={`${CELL} tabular-nums`}>{purchase.operationId ?? '—'}</td>
            <td className={CELL}>
              <PurchaseStatusTag status={purchase.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
