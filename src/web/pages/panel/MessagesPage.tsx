import { useContactMessages } from '../../api/admin-messages';
import { ListToolbar } from './ListToolbar';
import { MessageCards } from './messages/MessageCards';
import { PagedResults } from './PagedResults';
import { PanelPage } from './PanelPage';
import { useListParams } from './use-list-params';
import { emptyListMessage } from './list-summary';

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
      <ListToolbar
        list={list}
        filterLabel="Estado"
        filterOptions={FILTER_OPTIONS}
        searchLabel="Buscar mensaje"
        searchHint="Nombre, correo o texto"
      />
      <PagedResults
        list={messages}
        errorMessage="Ocurrió un error al obtener los mensajes. Intente de nuevo más tarde."
        emptyMessage={emptyListMessage('mensajes', list.query)}
        noun={['mensaje', 'mensajes']}
        hrefFor={list.hrefFor}
      >
        {(items) => <MessageCards messages={items} />}
      </PagedResults>
    </PanelPage>
  );
}
