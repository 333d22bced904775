import { useCheckoutStats } from '../../../api/admin-checkouts';
import { ChartCard } from '../charts/ChartCard';

/**
 * Checkouts over the last 30 days and what the reminder of an unpaid one brought back: the
 * four figures themselves (a count each; no chart needed to read them).
 */
export function CheckoutRecovery() {
  const { data: stats } = useCheckoutStats();
  // The sales overview above already says when the figures cannot be read.
  if (!stats) return null;
  const figures = [
    { label: 'Compras iniciadas', value: stats.started },
    { label: 'Compras pagadas', value: stats.paid },
    { label: 'Recordatorios enviados', value: stats.reminded },
    { label: 'Recuperadas por el recordatorio', value: stats.recovered },
  ];
  return (
    <ChartCard
      title={`Compras y recordatorios de los últimos ${stats.days} días`}
      description="A las 2 horas de una compra sin pagar, el comprador recibe un recordatorio; se cuenta como recuperada si paga el curso después."
    >
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {figures.map(({ label, value }) => (
          <div key={label} className="flex flex-col gap-1">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-xl font-bold text-brand-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </ChartCard>
  );
}
