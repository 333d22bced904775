import { lazy, Suspense } from 'react';
import { CONSULTATIONS_META } from '../../../shared/page-meta/consultations';
import { useConsultationTypes } from '../../api/consultations';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { TextLink } from '../../components/ui/TextLink';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSearchParams } from '../../navigation/navigation';
import { readChoice } from './booking-choice';
import { ConsultationsBanner } from './ConsultationsBanner';
import { ConsultationTypeCard } from './ConsultationTypeCard';

// The free times and the form load once a type is chosen: the page's first download is the list.
const BookingPanel = lazy(() => import('./BookingPanel'));

function TypeList() {
  const [params] = useSearchParams();
  const choice = readChoice(params);
  const { data: types, isError } = useConsultationTypes();
  if (!types) {
    return isError ? (
      <LoadError>No pudimos obtener las consultas. Intentá de nuevo en unos minutos.</LoadError>
    ) : (
      <ListSkeleton />
    );
  }
  if (types.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-700">
        Por ahora no hay consultas para reservar online.{' '}
        <TextLink to="/services">Escribinos desde Servicios</TextLink> y te respondemos.
      </p>
    );
  }
  const chosen = types.find((type) => type.id === choice.typeId);
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {types.map((type) => (
          <ConsultationTypeCard key={type.id} type={type} chosen={type.id === chosen?.id} />
        ))}
      </div>
      {chosen && (
        <Suspense fallback={<ListSkeleton rows={2} />}>
          <BookingPanel key={chosen.id} type={chosen} start={choice.start} />
        </Suspense>
      )}
    </>
  );
}

/** /consultas: the consultation types; choosing one shows its free times, then the booking form. */
export default function ConsultationsPage() {
  usePageMeta(CONSULTATIONS_META);
  return (
    <>
      <ConsultationsBanner />
      <section aria-labelledby="consultation-types-title" className="bg-slate-50 py-14 sm:py-20">
        <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 sm:px-6">
          <header className="flex max-w-3xl flex-col gap-3">
            <h2
              id="consultation-types-title"
              className="text-2xl font-bold text-brand-900 sm:text-3xl"
            >
              Elegí tu consulta
            </h2>
            <p className="text-slate-600">
              Cada consulta tiene su duración, su modalidad y su precio. Elegí una para ver los días
              y horarios libres de las próximas dos semanas (hora de Argentina).
            </p>
          </header>
          <TypeList />
        </div>
      </section>
    </>
  );
}
