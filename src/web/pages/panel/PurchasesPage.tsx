import { Download } from 'lucide';
import { useState } from 'react';
import { purchasesCsvHref, useAdminPurchases } from '../../api/admin';
import { buttonClasses } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { PanelList } from './PanelList';
import { PanelPage } from './PanelPage';
import { CompanyPurchasesHelp } from './purchases/CompanyPurchasesHelp';
import { PayerDialog } from './purchases/PayerDialog';
import { PurchaseCards } from './purchases/PurchaseCards';
import { PurchaseTable } from './purchases/PurchaseTable';
import { useListParams } from './use-list-params';
import type { AdminPurchase } from '../../../shared/responses/admin';

// Abandoned checkouts (never paid, one per visitor who left the checkout) stay out of the
// whole list, under a filter of their own.
const FILTER_OPTIONS = [
  { value: '', label: 'Todas (sin abandonadas)' },
  { value: 'approved', label: 'Aprobadas' },
  { value: 'rejected', label: 'Rechazadas' },
  { value: 'pending', label: 'Pendientes' },
  { value: 'unpaid', label: 'Sin pagar' },
  { value: 'refunded', label: 'Reembolsadas' },
  { value: 'abandoned', label: 'Abandonadas' },
  { value: 'duplicate', label: 'Con pago duplicado' },
];

/** /panel/purchases: every purchase, newest first, with the payer's data and a CSV export. */
export default function PurchasesPage() {
  const list = useListParams(FILTER_OPTIONS);
  const purchases = useAdminPurchases(list.query);
  const [shown, setShown] = useState<AdminPurchase | null>(null);

  return (
    <PanelPage
      actions={
        <a href={purchasesCsvHref(list.query)} download className={buttonClasses('outline')}>
          <Icon node={Download} className="size-4" aria-hidden="true" />
          Exportar CSV
        </a>
      }
    >
      <PanelList
        list={list}
        filterLabel="Estado"
        filterOptions={FILTER_OPTIONS}
        searchLabel="Buscar compra"
        searchHint="Comprador, correo, documento, operación o curso"
        results={purchases}
        errorMessage="Ocurrió un error al obtener las compras. Intente de nuevo más tarde."
        noun={['compra', 'compras']}
      >
        {(items) => (
          <>
            <PurchaseTable purchases={items} onShow={setShown} />
            <PurchaseCards purchases={items} onShow={setShown} />
          </>
        )}
      </PanelList>
      <CompanyPurchasesHelp />
      <PayerDialog purchase={shown} onClose={() => setShown(null)} />
    </PanelPage>
  );
}
