import { useMemo } from 'react';
import { useOwnArrepentimientos } from '../../api/consumer';
import { usePurchaseHistory } from '../../api/payments';
import { ListSkeleton } from '../../components/ui/ListSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { AccountSection } from './AccountSection';
import { EmptyState, ViewCoursesLink } from './EmptyState';
import { PurchaseCards } from './PurchaseCards';
import { PurchaseTable } from './PurchaseTable';

function PurchaseHistory() {
  const { data, isPending, isError } = usePurchaseHistory();
  // A failure here only hides the 'Arrepentirme' buttons: the history itself still shows.
  const own = useOwnArrepentimientos().data;
  const arrepentimientos = useMemo(
    () => new Map((own?.purchases ?? []).map((item) => [item.purchaseId, item])),
    [own],
  );
  if (isPending) return <ListSkeleton />;
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
      <PurchaseTable purchases={data.purchases} arrepentimientos={arrepentimientos} />
      <PurchaseCards purchases={data.purchases} arrepentimientos={arrepentimientos} />
    </>
  );
}

/** /account/purchases: every purchase that reached a payment, newest first, with its status. */
export default function PurchasesPage() {
  return (
    <AccountSection>
      <PurchaseHistory />
    </AccountSection>
  );
}
