import { useState } from 'react';
import { useAdminUsers } from '../../api/admin';
import { PanelList } from './PanelList';
import { PanelPage } from './PanelPage';
import { useListParams } from './use-list-params';
import { BlockUserDialog } from './users/BlockUserDialog';
import { EditUserDialog } from './users/EditUserDialog';
import { SharedAccounts } from './users/SharedAccounts';
import { UserCards } from './users/UserCards';
import { UserTable } from './users/UserTable';
import type { AdminUser } from '../../../shared/responses/admin';

const FILTER_OPTIONS = [
  { value: '', label: 'Todos' },
  { value: 'admin', label: 'Administradores' },
  { value: 'user', label: 'Usuarios' },
];

/**
 * /panel/users: the accounts, newest first, with 'Editar' and 'Bloquear' on each; above them,
 * the accounts that look shared, when there are any.
 */
export default function UsersPage() {
  const list = useListParams(FILTER_OPTIONS);
  const users = useAdminUsers(list.query);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [blocking, setBlocking] = useState<AdminUser | null>(null);
  const actions = { onEdit: setEditing, onBlock: setBlocking };

  return (
    <PanelPage>
      <SharedAccounts />
      <PanelList
        list={list}
        filterLabel="Rol"
        filterOptions={FILTER_OPTIONS}
        searchLabel="Buscar usuario"
        searchHint="Nombre, usuario, correo o ID"
        results={users}
        errorMessage="Ocurrió un error al obtener los usuarios. Intente de nuevo más tarde."
        noun={['usuario', 'usuarios']}
      >
        {(items) => (
          <>
            <UserTable users={items} {...actions} />
            <UserCards users={items} {...actions} />
          </>
        )}
      </PanelList>
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <BlockUserDialog user={blocking} onClose={() => setBlocking(null)} />
    </PanelPage>
  );
}
