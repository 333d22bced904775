import { Ban, LockOpen, Pencil } from 'lucide';
import { useId } from 'react';
import { useSession } from '../../../auth/session-context';
import { fullName } from '../../../components/layout/account-links';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import type { AdminUser } from '../../../../shared/responses/admin';

export type UserActionHandlers = {
  onEdit: (user: AdminUser) => void;
  onBlock: (user: AdminUser) => void;
};

type UserActionsProps = UserActionHandlers & { user: AdminUser };

/**
 * 'Editar' and 'Bloquear' (or 'Desbloquear') for one user; the buttons name the user for screen
 * readers. An administrator's own account cannot be blocked, and the row says why.
 */
export function UserActions({ user, onEdit, onBlock }: UserActionsProps) {
  const noteId = useId();
  const own = useSession().user?.id === user.id;
  const blockIcon = user.blocked ? LockOpen : Ban;
  const whom = <span className="sr-only"> a {fullName(user)}</span>;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onEdit(user)}>
          <Icon node={Pencil} className="size-4" aria-hidden="true" />
          Editar{whom}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={own}
          aria-describedby={own ? noteId : undefined}
          onClick={() => onBlock(user)}
        >
          <Icon node={blockIcon} className="size-4" aria-hidden="true" />
          {user.blocked ? 'Desbloquear' : 'Bloquear'}
          {whom}
        </Button>
      </div>
      {own && (
        <p id={noteId} className="max-w-52 text-xs text-slate-600">
          No podés bloquear tu propia cuenta.
        </p>
      )}
    </div>
  );
}
