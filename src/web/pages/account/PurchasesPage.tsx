import { ACCOUNT_META } from './account-meta';
import { AccountSection } from './AccountSection';
import { EmptyState } from './EmptyState';

/** Placeholder until purchases arrive with the payments issue. */
export default function PurchasesPage() {
  return (
    <AccountSection meta={ACCOUNT_META.purchases}>
      <EmptyState>No hay compras realizadas aún.</EmptyState>
    </AccountSection>
  );
}
