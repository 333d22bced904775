import { formatDate } from '../../../../shared/format-date';
import { seatsWord } from '../../../../shared/seats';
import type { SeatPurchase } from '../../../../shared/responses/company-seats';
import { useSeatPurchases } from '../../../api/company-seats';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { LoadError } from '../../../components/ui/LoadError';
import { AccountSection } from '../AccountSection';
import { EmptyState, ViewCoursesLink } from '../EmptyState';
import { AssignSeatForm } from './AssignSeatForm';
import { SeatList } from './SeatList';

/** One purchase of seats: the course, how many are free, the form and the seats. */
function SeatPurchaseCard({ purchase }: { purchase: SeatPurchase }) {
  const free = purchase.seats - purchase.refundedSeats - purchase.seatList.length;
  const approved = purchase.status === 'approved';
  return (
    <article
      aria-label={purchase.course.title}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 p-5"
    >
      <header>
        <h3 className="text-lg font-semibold text-brand-900">{purchase.course.title}</h3>
        <p className="text-sm text-slate-700">
          {seatsWord(purchase.seats)}
          {purchase.companyName && ` para ${purchase.companyName}`}
          {purchase.approvedAt && ` · compradas el ${formatDate(purchase.approvedAt)}`}
          {purchase.refundedSeats > 0 && ` · ${purchase.refundedSeats} reintegrada(s)`}
          {approved
            ? ` · ${free === 1 ? 'queda 1 libre' : `quedan ${free} libres`}`
            : ' · reintegrada'}
        </p>
      </header>
      {approved && free > 0 && <AssignSeatForm purchaseId={purchase.id} />}
      <SeatList purchaseId={purchase.id} seats={purchase.seatList} />
    </article>
  );
}

function SeatPurchases() {
  const { data, isPending, isError } = useSeatPurchases();
  if (isPending) return <ListSkeleton />;
  if (isError) {
    return <LoadError>No pudimos cargar tus licencias. Intentá de nuevo más tarde.</LoadError>;
  }
  if (data.purchases.length === 0) {
    return (
      <EmptyState action={<ViewCoursesLink />}>
        Todavía no compraste licencias. En la compra de un curso, tildá «Necesito factura a nombre
        de una empresa» y luego «Compro para mi empresa».
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {data.purchases.map((purchase) => (
        <SeatPurchaseCard key={purchase.id} purchase={purchase} />
      ))}
    </div>
  );
}

/** /account/company ('Mi empresa'): the seats bought for a team, assigned by e-mail. */
export default function CompanySeatsPage() {
  return (
    <AccountSection intro="Asigná cada licencia con el correo de quien va a estudiar: le llega una invitación y, cuando entra con ese correo, el curso aparece en sus cursos. Una licencia que nadie empezó se puede liberar para otra persona.">
      <SeatPurchases />
    </AccountSection>
  );
}
