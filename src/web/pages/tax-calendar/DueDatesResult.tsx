import type { ReactNode } from 'react';
import { argentineDay } from '../../../shared/calendar-days';
import type { DueDatesAnswer } from '../../../shared/responses/tax-calendar';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { DueDateList } from './DueDateList';

type DueDatesResultProps = {
  /** Why there is nothing to ask yet: no CUIT or digit, or no obligation ticked. */
  waiting: 'choice' | 'obligations' | null;
  answer: DueDatesAnswer | undefined;
  /** The answer shown is the last one, while the new choice's loads. */
  stale: boolean;
  /** The CUIT was refused: its message is next to the field. */
  badCuit: boolean;
  failed: boolean;
};

function Hint({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-600">
      {children}
    </p>
  );
}

/** The visitor's dates, or what is missing to show them. */
export function DueDatesResult({ waiting, answer, stale, badCuit, failed }: DueDatesResultProps) {
  let body: ReactNode;
  if (waiting === 'choice') {
    body = (
      <Hint>
        Ingresá tu CUIT o tocá su último número para ver qué te vence este mes y el próximo.
      </Hint>
    );
  } else if (waiting === 'obligations') {
    body = <Hint>Tildá al menos una obligación para ver sus vencimientos.</Hint>;
  } else if (badCuit) {
    body = <Hint>Revisá el CUIT: con uno válido te mostramos tus fechas.</Hint>;
  } else if (failed) {
    body = (
      <LoadError>No pudimos obtener los vencimientos. Intentá de nuevo en unos minutos.</LoadError>
    );
  } else if (!answer) {
    body = <ListSkeleton rows={4} />;
  } else {
    body = (
      <div aria-busy={stale || undefined} className={stale ? 'opacity-60' : undefined}>
        <DueDateList answer={answer} today={argentineDay(new Date())} />
      </div>
    );
  }
  return (
    <section aria-labelledby="due-dates-title" className="flex flex-col gap-4">
      <h2 id="due-dates-title" className="text-2xl font-bold text-brand-900">
        Tus próximos vencimientos
      </h2>
      {body}
    </section>
  );
}
