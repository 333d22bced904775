import { usePurchaseHistory } from '../../api/payments';
import { LoadError } from '../../components/ui/LoadError';
import { ACCOUNT_META } from './account-meta';
import { AccountSection } from './AccountSection';
import { EmptyState, ViewCoursesLink } from './EmptyState';
import { PurchaseCards } from './PurchaseCards';
import { PurchaseTable } from './PurchaseTable';

function HistorySkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Cargando...</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-12 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />
      ))}
    </div>
  );
}

function PurchaseHistory() {
  const { data, isPending, isError } = usePurchaseHistory();
  if (isPending) return <HistorySkeleton />;
  if (isError) {
    return (
      <LoadError>
        Ocurrió un error al obtener el historial de compras. Intente de nuevo más tarde.
      </LoadError>
    );
  }
  if (data.purchases.length === 0) {
    return <EmptyState action={<ViewCoursesLink />}>No hay compras realizadas aún.</EmptyState>;
  }
  return (
    <>
      <PurchaseTable purchases={data.purchases} />
      <PurchaseCards purchases={data.purchases} />
    </>
  );
}

/** /account/purchases: every purchase that reached a payment, newest first, with its status. */
export default function PurchasesPage() {
  return (
    <AccountSection meta={ACCOUNT_META.purchases}>
      <PurchaseHistory />
    </AccountSection>
  );
}
