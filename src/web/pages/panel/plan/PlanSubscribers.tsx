import { formatDate } from '../../../../shared/format-date';
import { formatPrice } from '../../../../shared/money';
import type { Subscriber } from '../../../../shared/responses/plan-subscription';
import { CardFacts } from '../../../components/ui/CardFacts';
import { CardList } from '../../../components/ui/CardList';
import { cellFacts, RowTable, type RowColumn } from '../../../components/ui/RowTable';
import { StatusTag } from '../../../components/ui/StatusTag';
import { SUBSCRIBER_STATUS } from './subscriber-status';

const day = (value: string | null) => (value ? formatDate(value) : '—');

function SubscriberName({ subscriber }: { subscriber: Subscriber }) {
  return (
    <div className="flex min-w-0 flex-col">
      <span className="font-medium text-slate-900">{subscriber.name}</span>
      <span className="text-xs break-all text-slate-600">{subscriber.email}</span>
    </div>
  );
}

function SubscriberStatus({ subscriber }: { subscriber: Subscriber }) {
  const { text, tone } = SUBSCRIBER_STATUS[subscriber.status];
  return <StatusTag tone={tone}>{text}</StatusTag>;
}

const COLUMNS = {
  name: { label: 'Suscriptor', cell: (row) => <SubscriberName subscriber={row} /> },
  status: { label: 'Estado', cell: (row) => <SubscriberStatus subscriber={row} /> },
  price: {
    label: 'Precio',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (row) => formatPrice(row.monthlyPrice),
  },
  started: { label: 'Desde', cellClassName: 'tabular-nums', cell: (row) => day(row.startedAt) },
  accessUntil: {
    label: 'Acceso hasta',
    cellClassName: 'tabular-nums',
    cell: (row) => day(row.accessUntil),
  },
  nextPayment: {
    label: 'Próximo pago',
    cellClassName: 'tabular-nums',
    cell: (row) => day(row.nextPaymentDate),
  },
  payments: {
    label: 'Pagos',
    className: 'text-right',
    cellClassName: 'text-right tabular-nums',
    cell: (row) => row.payments,
  },
  paid: {
    label: 'Total cobrado',
    className: 'text-right',
    cellClassName: 'text-right whitespace-nowrap tabular-nums',
    cell: (row) => formatPrice(row.paid),
  },
} satisfies Record<string, RowColumn<Subscriber>>;

const { name, status, ...FACTS } = COLUMNS;

/** The subscribers as a table on wide screens and as one card each on phones. */
export function PlanSubscribers({ subscribers }: { subscribers: Subscriber[] }) {
  return (
    <section aria-labelledby="plan-subscribers" className="flex flex-col gap-3">
      <h3 id="plan-subscribers" className="text-lg font-semibold text-brand-900">
        Suscriptores
      </h3>
      {subscribers.length === 0 ? (
        <p className="text-sm text-slate-700">Todavía nadie se suscribió.</p>
      ) : (
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <RowTable
            caption="Suscriptores del Plan Contador"
            columns={Object.values(COLUMNS)}
            rows={subscribers}
          />
          <CardList label="Suscriptores del Plan Contador" items={subscribers}>
            {(row) => (
              <>
                <div className="flex items-start justify-between gap-3">
                  {name.cell(row)}
                  {status.cell(row)}
                </div>
                <CardFacts facts={cellFacts(row, Object.values(FACTS))} />
              </>
            )}
          </CardList>
        </div>
      )}
    </section>
  );
}
