import { clsx } from 'clsx';
import { daysBetween } from '../../../shared/calendar-days';
import type { DueDate } from '../../../shared/responses/tax-calendar';
import { StatusTag } from '../../components/ui/StatusTag';
import { dayAndMonth, daysLeftText, periodWords } from './due-date-words';

/** One due date: its day large, what is due and for which period, and the days left. */
export function DueDateCard({ dueDate, today }: { dueDate: DueDate; today: string }) {
  const { day, month } = dayAndMonth(dueDate.date);
  const left = daysLeftText(today, dueDate.date);
  const soon = daysBetween(today, dueDate.date) <= 3;
  return (
    <li className="flex items-center gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p
        className={clsx(
          'flex w-16 shrink-0 flex-col items-center rounded-lg py-2 leading-none',
          soon ? 'bg-accent-400 text-brand-900' : 'bg-brand-50 text-brand-900',
        )}
      >
        <span className="text-3xl font-bold tabular-nums">{day}</span>
        <span className="mt-1 text-sm font-semibold uppercase">{month}</span>
      </p>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h4 className="font-semibold text-slate-900">{dueDate.label}</h4>
        <p className="text-sm text-slate-600">{periodWords(dueDate.period)}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-brand-800">
          {left}
          {!dueDate.confirmed && <StatusTag tone="warning">Fecha de ejemplo</StatusTag>}
        </p>
      </div>
    </li>
  );
}
