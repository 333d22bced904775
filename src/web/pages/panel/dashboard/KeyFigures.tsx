import { CalendarCheck, CalendarClock, Clock, GraduationCap, ShoppingCart, Wallet } from 'lucide';
import { formatPrice } from '../../../../shared/money';
import { Icon } from '../../../components/ui/Icon';
import { counted } from '../../../lib/plural';
import type { AdminStats } from '../../../../shared/responses/admin';

export type Figure = {
  label: string;
  value: string | number;
  icon: typeof Wallet;
  /** A line under the value: what it is made of. */
  detail?: string;
};

export function FigureCards({ figures, label }: { figures: Figure[]; label: string }) {
  return (
    <dl aria-label={label} className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
      {figures.map(({ label, value, icon, detail }) => (
        <div
          key={label}
          className="flex items-center justify-between gap-x-4 gap-y-2 rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-sm sm:flex-col sm:items-start sm:justify-start sm:py-5"
        >
          <dt className="flex items-center gap-2 text-sm text-slate-600">
            <Icon node={icon} className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
            {label}
          </dt>
          <dd className="flex flex-col items-end gap-1 sm:items-start">
            <span className="text-xl font-bold text-brand-900 tabular-nums sm:text-2xl">
              {value}
            </span>
            {detail && <span className="text-xs text-slate-600 tabular-nums">{detail}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The numbers an owner looks at first, each on its card: the sales of 30 days, courses and
 * consultations apart, then the consultations' own.
 */
export function KeyFigures({ stats }: { stats: AdminStats }) {
  const { courses, consultations } = stats;
  const sales: Figure[] = [
    {
      label: 'Ingresos en 30 días',
      value: formatPrice(stats.totals.revenue),
      icon: Wallet,
      detail: `Cursos ${formatPrice(courses.revenue)} · Consultas ${formatPrice(consultations.revenue)}`,
    },
    {
      label: 'Ventas aprobadas en 30 días',
      value: stats.totals.sales,
      icon: ShoppingCart,
      detail: `${counted(courses.sales, 'curso', 'cursos')} · ${counted(consultations.paid, 'consulta', 'consultas')}`,
    },
    { label: 'Alumnos registrados', value: stats.students, icon: GraduationCap },
    { label: 'Compras pendientes', value: stats.pendingPurchases, icon: Clock },
  ];
  const advice: Figure[] = [
    { label: 'Consultas reservadas en 30 días', value: consultations.booked, icon: CalendarCheck },
    { label: 'Consultas pagadas en 30 días', value: consultations.paid, icon: ShoppingCart },
    {
      label: 'Ingresos por consultas en 30 días',
      value: formatPrice(consultations.revenue),
      icon: Wallet,
    },
    { label: 'Consultas por delante', value: consultations.upcoming, icon: CalendarClock },
  ];
  return (
    <>
      <FigureCards figures={sales} label="Ventas de los últimos 30 días" />
      <FigureCards figures={advice} label="Consultas" />
    </>
  );
}
