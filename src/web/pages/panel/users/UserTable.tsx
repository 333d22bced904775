import { formatDate } from '../../../../shared/format-date';
import { fullName } from '../../../components/layout/account-links';
import { ListTable, TABLE_CELL } from '../../../components/ui/ListTable';
import { UserActions, type UserActionHandlers } from './UserActions';
import { UserTags } from './UserTags';
import type { AdminUser } from '../../../../shared/responses/admin';

const CELL = `${TABLE_CELL} align-top`;

const COLUMNS = [
  { label: 'Nombre' },
  { label: 'Correo electrónico' },
  { label: 'Estado' },
  { label: 'Alta' },
  { label: 'Cursos', className: 'text-right' },
  { label: 'Acciones', hidden: true },
];

type UserTableProps = UserActionHandlers & { users: AdminUser[] };

/** The users as a table, for screens wide enough for its six columns. */
export function UserTable({ users, ...actions }: UserTableProps) {
  return (
    <ListTable caption="Usuarios, del más reciente al más antiguo" columns={COLUMNS}>
      {users.map((user) => (
        <tr key={user.id}>
          <td className={CELL}>
            <span className="block font-medium text-slate-900">{fullName(user)}</span>
            <span className="block text-slate-600">@{user.username}</span>
          </td>
          <td className={`${CELL} break-words`}>{user.email}</td>
          <td className={CELL}>
            <UserTags user={user} />
          </td>
          <td className={`${CELL} whitespace-nowrap tabular-nums`}>{formatDate(user.createdAt)}</td>
          <td className={`${CELL} text-right tabular-nums`}>{user.courses.length}</td>
          <td className={CELL}>
            <UserActions user={user} {...actions} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
