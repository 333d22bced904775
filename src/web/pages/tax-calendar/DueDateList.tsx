import type { DueDatesAnswer } from '../../../shared/responses/tax-calendar';
import { counted } from '../../lib/plural';
import { StatusTag } from '../../components/ui/StatusTag';
import { DueDateCard } from './DueDateCard';
import { monthsOfDates } from './due-date-words';
import { ExampleNotice } from './ExampleNotice';

/** Said when the answer has example dates but, unexpectedly, no notice of its own. */
const SOME_EXAMPLES = 'Hay fechas de ejemplo: verificalas en arca.gob.ar';

/** The answer: the notice while any date is an example, then the dates by month. */
export function DueDateList({ answer, today }: { answer: DueDatesAnswer; today: string }) {
  const notice =
    answer.notice ?? (answer.dueDates.some((dueDate) => !dueDate.confirmed) ? SOME_EXAMPLES : null);
  const months = monthsOfDates(answer.dueDates, today);
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        {counted(answer.dueDates.length, 'vencimiento', 'vencimientos')}
      </p>
      {notice && <ExampleNotice notice={notice} />}
      {months.length === 0 && (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700">
          No tenés vencimientos de estas obligaciones entre hoy y el fin del mes que viene.
        </p>
      )}
      {months.map((month) => (
        <section
          key={month.month}
          aria-labelledby={`month-${month.month}`}
          className="flex flex-col gap-3"
        >
          <h3
            id={`month-${month.month}`}
            className="flex items-center gap-3 text-lg font-bold text-brand-900"
          >
            {month.title}
            {month.when && <StatusTag tone="brand">{month.when}</StatusTag>}
          </h3>
          <ul className="flex flex-col gap-3">
            {month.dueDates.map((dueDate) => (
              <DueDateCard
                key={`${dueDate.obligation} ${dueDate.period} ${dueDate.date}`}
                dueDate={dueDate}
                today={today}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
