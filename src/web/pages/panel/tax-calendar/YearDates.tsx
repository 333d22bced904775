import { useId, useState } from 'react';
import type { AdminTaxCalendar } from '../../../../shared/responses/tax-calendar';
import { counted } from '../../../lib/plural';
import { CalendarFilters } from './CalendarFilters';
import type { DueDateActionHandlers } from './DueDateActions';
import { DueDateCards } from './DueDateCards';
import { DueDateTable } from './DueDateTable';
import { YearState } from './YearState';

type YearDatesProps = DueDateActionHandlers & {
  calendar: AdminTaxCalendar;
  /** The years to choose from, and the one chosen (which may still be loading). */
  years: number[];
  chosen: number;
  onChoose: (year: number) => void;
};

/** One year's due dates: the filters, whether they are confirmed, and the rows. */
export function YearDates({ calendar, years, chosen, onChoose, ...actions }: YearDatesProps) {
  const headingId = useId();
  const [obligation, setObligation] = useState('');
  const { year } = calendar;
  const rows = obligation
    ? calendar.rows.filter((row) => row.obligation === obligation)
    : calendar.rows;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h3 id={headingId} className="text-lg font-semibold text-brand-900">
            Vencimientos de {year}
          </h3>
          <p className="text-sm text-slate-600">
            {counted(rows.length, 'fecha', 'fechas')}, de la más próxima a la más lejana.
          </p>
        </div>
        <CalendarFilters
          years={years}
          year={chosen}
          onYear={onChoose}
          obligations={calendar.obligations}
          obligation={obligation}
          onObligation={setObligation}
        />
      </div>
      {calendar.rows.length > 0 && <YearState year={year} confirmedAt={calendar.confirmedAt} />}
      {rows.length > 0 ? (
        <>
          <DueDateTable year={year} rows={rows} {...actions} />
          <DueDateCards year={year} rows={rows} {...actions} />
        </>
      ) : (
        <p className="text-slate-700">
          {calendar.rows.length > 0
            ? `No hay vencimientos de esa obligación en ${year}.`
            : `Todavía no hay vencimientos de ${year}: importalos con un archivo CSV.`}
        </p>
      )}
    </section>
  );
}
