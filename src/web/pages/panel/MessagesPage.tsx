import { useContactMessages } from '../../api/admin-messages';
import { MessageCards } from './messages/MessageCards';
import { PanelList } from './PanelList';
import { PanelPage } from './PanelPage';
import { useListParams } from './use-list-params';

const FILTER_OPTIONS = [
  { value: '', label: 'Todos' },
  { value: 'new', label: 'Nuevo' },
  { value: 'answered', label: 'Respondido' },
  { value: 'archived', label: 'Archivado' },
];

/** /panel/messages: what visitors wrote through the contact form, answered from here. */
export default function MessagesPage() {
  const list = useListParams(FILTER_OPTIONS);
  const messages = useContactMessages(list.query);

  return (
    <PanelPage>
      <PanelList
        list={list}
        filterLabel="Estado"
        filterOptions={FILTER_OPTIONS}
        searchLabel="Buscar mensaje"
        searchHint="Nombre, correo o texto"
        results={messages}
        errorMessage="Ocurrió un error al obtener los mensajes. Intente de nuevo más tarde."
        noun={['mensaje', 'mensajes']}
      >
        {(items) => <MessageCards messages={items} />}
      </PanelList>
    </PanelPage>
  );
}
