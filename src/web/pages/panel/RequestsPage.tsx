import { useConsumerRequests } from '../../api/admin-consumer-law';
import { ListToolbar } from './ListToolbar';
import { PagedResults } from './PagedResults';
import { PanelPage } from './PanelPage';
import { RequestCards } from './requests/RequestCards';
import { RequestTable } from './requests/RequestTable';
import { useListParams } from './use-list-params';
import { emptyListMessage } from './list-summary';

const FILTER_OPTIONS = [
  { value: '', label: 'Todas' },
  { value: 'arrepentimiento', label: 'Arrepentimiento' },
  { value: 'baja', label: 'Baja' },
  { value: 'pending_review', label: 'En revisión' },
];

/** /panel/requests: what people asked through the Botón de Arrepentimiento and de Baja. */
export default function RequestsPage() {
  const list = useListParams(FILTER_OPTIONS);
  const requests = useConsumerRequests(list.query);

  return (
    <PanelPage>
      <ListToolbar
        list={list}
        filterLabel="Tipo"
        filterOptions={FILTER_OPTIONS}
        searchLabel="Buscar solicitud"
        searchHint="Código, correo o nombre"
      />
      <PagedResults
        list={requests}
        errorMessage="Ocurrió un error al obtener las solicitudes. Intente de nuevo más tarde."
        emptyMessage={emptyListMessage('solicitudes', list.query)}
        noun={['solicitud', 'solicitudes']}
        hrefFor={list.hrefFor}
      >
        {(items) => (
          <>
            <RequestTable requests={items} />
            <RequestCards requests={items} />
          </>
        )}
      </PagedResults>
    </PanelPage>
  );
}
