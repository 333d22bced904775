import { useConsumerRequests } from '../../api/admin-consumer-law';
import { PanelList } from './PanelList';
import { PanelPage } from './PanelPage';
import { RequestCards } from './requests/RequestCards';
import { RequestTable } from './requests/RequestTable';
import { useListParams } from './use-list-params';

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
      <PanelList
        list={list}
        filterLabel="Tipo"
        filterOptions={FILTER_OPTIONS}
        searchLabel="Buscar solicitud"
        searchHint="Código, correo o nombre"
        results={requests}
        errorMessage="Ocurrió un error al obtener las solicitudes. Intente de nuevo más tarde."
        noun={['solicitud', 'solicitudes']}
      >
        {(items) => (
          <>
            <RequestTable requests={items} />
            <RequestCards requests={items} />
          </>
        )}
      </PanelList>
    </PanelPage>
  );
}
