import { formatDate } from '../../../../shared/format-date';
import { fullName } from '../../../components/layout/account-links';
import { RowTable, type RowColumn } from '../../../components/ui/RowTable';
import { UserActions, type UserActionHandlers } from './UserActions';
import { UserTags } from './UserTags';
import type { AdminUser } from '../../../../shared/responses/admin';

const columns = (actions: UserActionHandlers): RowColumn<AdminUser>[] => [
  {
    label: 'Nombre',
    cell: (user) => (
      <>
        <span className="block font-medium text-slate-900">{fullName(user)}</span>
        <span className="block text-slate-600">@{user.username}</span>
      </>
    ),
  },
  { label: 'Correo electrónico', cellClassName: 'break-words', cell: (user) => user.email },
  { label: 'Estado', cell: (user) => <UserTags user={user} /> },
  {
    label: 'Alta',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (user) => formatDate(user.createdAt),
  },
  {
    label: 'Cursos',
    className: 'text-right',
    cellClassName: 'text-right tabular-nums',
    cell: (user) => user.courses.length,
  },
  { label: 'Acciones', hidden: true, cell: (user) => <UserActions user={user} {...actions} /> },
];

type UserTableProps = UserActionHandlers & { users: AdminUser[] };

/** The users as a table, for screens wide enough for its six columns. */
export function UserTable({ users, ...actions }: UserTableProps) {
  return (
    <RowTable
      caption="Usuarios, del más reciente al más antiguo"
      columns={columns(actions)}
      rows={users}
    />
  );
}
