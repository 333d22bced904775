import type { ClientBooking } from '../../../shared/responses/consultations';
import { useClientBookings } from '../../api/consultations';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { buttonClasses } from '../../components/ui/Button';
import { useNow } from '../../lib/use-now';
import { Link } from '../../navigation/Link';
import { AccountSection } from './AccountSection';
import { BookingCard } from './BookingCard';
import { splitBookings } from './booking-lists';
import { EmptyState } from './EmptyState';

function BookingGroup({ title, bookings }: { title: string; bookings: ClientBooking[] }) {
  if (bookings.length === 0) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold text-brand-900">{title}</h3>
      <ul className="flex flex-col gap-3">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const bookLink = (
  <Link to="/consultas" className={buttonClasses('primary')}>
    Reservar una consulta
  </Link>
);

function Bookings() {
  const { data, isPending, isError } = useClientBookings();
  const now = useNow();
  if (isPending) return <ListSkeleton />;
  if (isError) {
    return (
      <LoadError>Ocurrió un error al obtener tus consultas. Intente de nuevo más tarde.</LoadError>
    );
  }
  if (data.length === 0) {
    return <EmptyState action={bookLink}>Todavía no reservaste ninguna consulta.</EmptyState>;
  }
  const { upcoming, past } = splitBookings(data, now);
  return (
    <div className="flex flex-col gap-8">
      {upcoming.length === 0 && (
        <EmptyState action={bookLink}>No tenés consultas próximas.</EmptyState>
      )}
      <BookingGroup title="Próximas" bookings={upcoming} />
      <BookingGroup title="Anteriores" bookings={past} />
    </div>
  );
}

/** /account/consultations: the client's bookings, upcoming first, with what each allows now. */
export default function MyConsultationsPage() {
  return (
    <AccountSection intro="Tus consultas con el estudio, en hora de Argentina.">
      <Bookings />
    </AccountSection>
  );
}
