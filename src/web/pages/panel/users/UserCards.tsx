import { formatDate } from '../../../../shared/format-date';
import { fullName } from '../../../components/layout/account-links';
import { CardFacts } from '../../../components/ui/CardFacts';
import { CardList } from '../../../components/ui/CardList';
import { UserActions, type UserActionHandlers } from './UserActions';
import { UserTags } from './UserTags';
import type { AdminUser } from '../../../../shared/responses/admin';

type UserCardsProps = UserActionHandlers & { users: AdminUser[] };

/** The users as one card each, for phones and narrow windows. */
export function UserCards({ users, ...actions }: UserCardsProps) {
  return (
    <CardList label="Usuarios" items={users}>
      {(user) => (
        <>
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
        </>
      )}
    </CardList>
  );
}
