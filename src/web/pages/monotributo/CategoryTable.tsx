import { formatCalendarDate } from '../../../shared/format-date';
import { formatPrice, formatWhole } from '../../../shared/money';
import type { MonotributoTable } from '../../../shared/responses/monotributo';

const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';
const head = 'px-3 py-2 text-right font-semibold whitespace-nowrap';

/** The table in force: each category's caps and monthly totals, with its date and source. */
export function CategoryTable({ table }: { table: MonotributoTable }) {
  const total = (tax: number | null, sipa: number, health: number) =>
    tax === null ? 'Solo bienes' : formatPrice(tax + sipa + health);
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
        <table className="min-w-full bg-white text-sm">
          <caption className="px-3 py-3 text-left text-slate-700">
            {`Categorías vigentes desde el ${formatCalendarDate(table.effectiveFrom)}. Topes anuales; cuotas mensuales totales.`}
          </caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Categoría
              </th>
              <th scope="col" className={head}>
                Ingresos brutos
              </th>
              <th scope="col" className={head}>
                Superficie
              </th>
              <th scope="col" className={head}>
                Energía
              </th>
              <th scope="col" className={head}>
                Alquileres
              </th>
              <th scope="col" className={head}>
                Cuota servicios
              </th>
              <th scope="col" className={head}>
                Cuota bienes
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {table.categories.map((category) => (
              <tr key={category.letter}>
                <th scope="row" className="px-3 py-2 text-left font-bold text-brand-900">
                  {category.letter}
                </th>
                <td className={cell}>{formatPrice(category.maxIncome)}</td>
                <td className={cell}>{`${category.maxSurface} m²`}</td>
                <td className={cell}>{`${formatWhole(category.maxKwh)} kWh`}</td>
                <td className={cell}>{formatPrice(category.maxRent)}</td>
                <td className={cell}>
                  {total(category.taxServices, category.sipa, category.health)}
                </td>
                <td className={cell}>{total(category.taxGoods, category.sipa, category.health)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-500">{`Fuente: ${table.source}`}</p>
    </div>
  );
}
