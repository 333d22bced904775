import { CalendarCheck, GraduationCap } from 'lucide';
import { lazy, Suspense } from 'react';
import { formatCalendarDate } from '../../../shared/format-date';
import { MONOTRIBUTO_META } from '../../../shared/page-meta/monotributo';
import { useMonotributoTable } from '../../api/monotributo';
import { buttonClasses } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { usePageMeta } from '../../lib/use-page-meta';
import { Link } from '../../navigation/Link';
import { CategoryCalculator } from './CategoryCalculator';
import { CategoryTable } from './CategoryTable';
import { MonotributoBanner } from './MonotributoBanner';

// Below the fold: its form's code comes after the page's.
const RecategorisationReminder = lazy(() => import('./RecategorisationReminder'));

function TableInForce() {
  const { data: table, isError } = useMonotributoTable();
  if (!table) {
    return isError ? (
      <LoadError>No pudimos obtener la tabla vigente. Intentá de nuevo en unos minutos.</LoadError>
    ) : (
      <ListSkeleton />
    );
  }
  return (
    <>
      <header className="flex max-w-3xl flex-col gap-3">
        <h2 id="table-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {`La tabla vigente desde el ${formatCalendarDate(table.effectiveFrom)}`}
        </h2>
        <p className="text-slate-600">
          Te corresponde la categoría más baja cuyos topes cumplís todos. La revisás cada enero y
          cada julio con los ingresos de los últimos 12 meses; ARCA actualiza los montos dos veces
          por año.
        </p>
      </header>
      <CategoryTable table={table} />
    </>
  );
}

function NextSteps() {
  return (
    <section aria-labelledby="next-steps-title" className="bg-brand-50 py-14 sm:py-16">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 sm:px-6">
        <h2 id="next-steps-title" className="text-2xl font-bold text-brand-900">
          ¿Dudás de tu categoría o estás cerca del tope?
        </h2>
        <p className="max-w-3xl text-slate-700">
          El cálculo no reemplaza el análisis de tu caso: hay actividades, adherentes y cambios de
          régimen que conviene revisar con un contador.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/consultas" className={buttonClasses('accent')}>
            <Icon node={CalendarCheck} className="size-5" aria-hidden="true" />
            Reservá una consulta
          </Link>
          <Link to="/courses" className={buttonClasses('outline')}>
            <Icon node={GraduationCap} className="size-5" aria-hidden="true" />
            Aprendé con nuestros cursos
          </Link>
        </div>
      </div>
    </section>
  );
}

/** /monotributo: the calculator, the table in force with its date and source, and what to do next. */
export default function MonotributoPage() {
  usePageMeta(MONOTRIBUTO_META);
  return (
    <>
      <MonotributoBanner />
      <section aria-labelledby="calculator-title" className="bg-slate-50 py-14 sm:py-20">
        <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 sm:px-6">
          <h2 id="calculator-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            Calculá tu categoría
          </h2>
          <CategoryCalculator />
        </div>
      </section>
      <section aria-labelledby="table-title" className="py-14 sm:py-20">
        <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 sm:px-6">
          <TableInForce />
        </div>
      </section>
      <Suspense fallback={null}>
        <RecategorisationReminder />
      </Suspense>
      <NextSteps />
    </>
  );
}
