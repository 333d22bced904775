import { formatDate } from '../../../../shared/format-date';
import { fullName } from '../../../components/layout/account-links';
import { CardFacts } from '../../../components/ui/CardFacts';
import { UserActions, type UserActionHandlers } from './UserActions';
import { UserTags } from './UserTags';
import type { AdminUser } from '../../../../shared/responses/admin';

type UserCardsProps = UserActionHandlers & { users: AdminUser[] };

/** The users as one card each, for phones and narrow windows. */
export function UserCards({ users, ...actions }: UserCardsProps) {
  return (
    <ul aria-label="Usuarios" className="flex flex-col gap-3 lg:hidden">
      {users.map((user) => (
        <li key={user.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <div>
            <h3 className="font-semibold break-words text-brand-900">{fullName(user)}</h3>
            <p className="text-sm break-all text-slate-600">@{user.username}</p>
          </div>
          <UserTags user={user} />
          <CardFacts
            facts={[
              { label: 'Correo', value: user.email },
              { label: 'Alta', value: formatDate(user.createdAt) },
              { label: 'Cursos', value: String(user.courses.length) },
            ]}
          />
          <UserActions user={user} {...actions} />
        </li>
      ))}
    </ul>
  );
}
