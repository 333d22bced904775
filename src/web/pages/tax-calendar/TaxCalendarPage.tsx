import { lazy, Suspense } from 'react';
import type { Obligation } from '../../../shared/responses/tax-calendar';
import { TAX_CALENDAR_META } from '../../../shared/page-meta/tax-calendar';
import { useTaxCalendarPage } from '../../api/tax-calendar';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { usePageMeta } from '../../lib/use-page-meta';
import { ConsultationCall } from './ConsultationCall';
import { DueDatesForm } from './DueDatesForm';
import { DueDatesResult } from './DueDatesResult';
import { LastDigitExplainer } from './LastDigitExplainer';
import { TaxCalendarBanner } from './TaxCalendarBanner';
import { useDueDatesChoice } from './use-due-dates-choice';

// The feed and the reminders load once there are dates: the page's first download is the form.
const KeepTheDates = lazy(() => import('./KeepTheDates'));

/** The form, the dates it chose, and once there are some, the calendar feed and the reminders. */
function DueDates({ obligations }: { obligations: Obligation[] }) {
  const slugs = obligations.map((obligation) => obligation.slug);
  const due = useDueDatesChoice(slugs);
  const { dates } = due;
  const badCuit = due.cuitError !== undefined;
  return (
    <>
      <section aria-labelledby="due-dates-form-title" className="bg-slate-50 py-14 sm:py-20">
        <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 sm:px-6">
          <h2 id="due-dates-form-title" className="sr-only">
            Tu CUIT y tus obligaciones
          </h2>
          <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
            <DueDatesForm
              cuit={due.choice.cuit}
              cuitError={due.cuitError}
              digit={due.digit}
              obligations={obligations}
              ticked={due.ticked}
              onCuit={due.typeCuit}
              onLeaveCuit={due.leaveCuit}
              onDigit={due.chooseDigit}
              onTick={due.tick}
            />
            <DueDatesResult
              waiting={
                due.ticked.length === 0 ? 'obligations' : due.question === null ? 'choice' : null
              }
              answer={due.question ? dates.data : undefined}
              stale={dates.isPlaceholderData}
              badCuit={badCuit}
              failed={dates.isError && !badCuit}
            />
          </div>
        </div>
      </section>
      {due.digit !== null && due.ticked.length > 0 && (
        <Suspense fallback={null}>
          <KeepTheDates
            digit={due.digit}
            ticked={due.ticked}
            all={due.ticked.length === slugs.length}
          />
        </Suspense>
      )}
    </>
  );
}

function TaxCalendarTool() {
  const { data, isError } = useTaxCalendarPage();
  if (data) return <DueDates obligations={data.obligations} />;
  return (
    <section className="py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {isError ? (
          <LoadError>
            No pudimos obtener el calendario de vencimientos. Intentá de nuevo en unos minutos.
          </LoadError>
        ) : (
          <ListSkeleton rows={4} />
        )}
      </div>
    </section>
  );
}

/**
 * /vencimientos: a CUIT or its last digit and the obligations, their due dates of this month and
 * the next, a calendar feed and e-mail reminders of them; why the digit matters, and a way on.
 */
export default function TaxCalendarPage() {
  usePageMeta(TAX_CALENDAR_META);
  return (
    <>
      <TaxCalendarBanner />
      <TaxCalendarTool />
      <LastDigitExplainer />
      <ConsultationCall />
    </>
  );
}
