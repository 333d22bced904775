import { formatPrice } from '../../../../shared/money';
import { monthName } from '../../../../shared/report-labels';
import type { AdminSubscriptions } from '../../../../shared/responses/plan-subscription';
import { ListTable, TABLE_CELL } from '../../../components/ui/ListTable';

const NUMBER = `${TABLE_CELL} text-right tabular-nums`;

const COLUMNS = [
  { label: 'Mes' },
  { label: 'Nuevas', className: 'text-right' },
  { label: 'Cancelaciones', className: 'text-right' },
  { label: 'Cobrado', className: 'text-right' },
];

/** Each month's new subscriptions, cancellations and what was charged, as the server lists them. */
export function PlanMonths({ months }: { months: AdminSubscriptions['months'] }) {
  return (
    <section aria-labelledby="plan-months" className="flex flex-col gap-3">
      <h3 id="plan-months" className="text-lg font-semibold text-brand-900">
        Por mes
      </h3>
      {months.length === 0 ? (
        <p className="text-sm text-slate-700">Todavía no hay meses con suscripciones.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <ListTable caption="El Plan Contador por mes" columns={COLUMNS} className="table">
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row" className={`${TABLE_CELL} font-medium first-letter:uppercase`}>
                  {monthName(month.month)}
                </th>
                <td className={NUMBER}>{month.started}</td>
                <td className={NUMBER}>{month.cancelled}</td>
                <td className={NUMBER}>{formatPrice(month.revenue)}</td>
              </tr>
            ))}
          </ListTable>
        </div>
      )}
    </section>
  );
}
