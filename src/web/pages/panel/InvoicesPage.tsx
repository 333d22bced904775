import { useAdminInvoices } from '../../api/admin-consumer-law';
import { InvoiceCards } from './invoices/InvoiceCards';
import { InvoiceTable } from './invoices/InvoiceTable';
import { InvoicingNotice } from './invoices/InvoicingNotice';
import { PanelList } from './PanelList';
import { PanelPage } from './PanelPage';
import { useListParams } from './use-list-params';

const FILTER_OPTIONS = [
  { value: '', label: 'Todos' },
  { value: 'pending', label: 'Pendientes' },
  { value: 'issued', label: 'Emitidos' },
  { value: 'failed', label: 'Con error' },
  { value: 'cancelled', label: 'Anulados' },
];

/** /panel/invoices: the invoices and credit notes asked of ARCA, with their CAE or error. */
export default function InvoicesPage() {
  const list = useListParams(FILTER_OPTIONS);
  const invoices = useAdminInvoices(list.query);

  return (
    <PanelPage>
      {invoices.data && <InvoicingNotice invoicing={invoices.data.extra.invoicing} />}
      <PanelList
        list={list}
        filterLabel="Estado"
        filterOptions={FILTER_OPTIONS}
        searchLabel="Buscar comprobante"
        searchHint="Número, CAE o ID de compra"
        results={invoices}
        errorMessage="Ocurrió un error al obtener los comprobantes. Intente de nuevo más tarde."
        noun={['comprobante', 'comprobantes']}
      >
        {(items) => (
          <>
            <InvoiceTable invoices={items} />
            <InvoiceCards invoices={items} />
          </>
        )}
      </PanelList>
    </PanelPage>
  );
}
