import { Clock, GraduationCap, ShoppingCart, Wallet } from 'lucide';
import { formatPrice } from '../../../../shared/money';
import { Icon } from '../../../components/ui/Icon';
import type { AdminStats } from '../../../../shared/responses/admin';

/** The four numbers an owner looks at first, each on its card. */
export function KeyFigures({ stats }: { stats: AdminStats }) {
  const figures = [
    { label: 'Ingresos en 30 días', value: formatPrice(stats.totals.revenue), icon: Wallet },
    { label: 'Ventas aprobadas en 30 días', value: stats.totals.sales, icon: ShoppingCart },
    { label: 'Alumnos registrados', value: stats.students, icon: GraduationCap },
    { label: 'Compras pendientes', value: stats.pendingPurchases, icon: Clock },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
      {figures.map(({ label, value, icon }) => (
        <div
          key={label}
          className="flex items-center justify-between gap-x-4 gap-y-2 rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-sm sm:flex-col sm:items-start sm:justify-start sm:py-5"
        >
          <dt className="flex items-center gap-2 text-sm text-slate-600">
            <Icon node={icon} className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
            {label}
          </dt>
          <dd className="text-xl font-bold text-brand-900 tabular-nums sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
