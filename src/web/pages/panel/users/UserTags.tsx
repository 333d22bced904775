import { isAdmin } from '../../../../shared/account-rules';
import { StatusTag } from '../../../components/ui/StatusTag';
import type { AdminUser } from '../../../../shared/responses/admin';

/** Whether the e-mail is verified, and the 'Administrador' and 'Bloqueado' marks. */
export function UserTags({ user }: { user: AdminUser }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {isAdmin(user) && <StatusTag tone="brand">Administrador</StatusTag>}
      {user.blocked && <StatusTag tone="error">Bloqueado</StatusTag>}
      <StatusTag tone={user.status ? 'success' : 'warning'}>
        {user.status ? 'Verificado' : 'Sin verificar'}
      </StatusTag>
    </div>
  );
}
