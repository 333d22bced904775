import { LogOut } from 'lucide';
import { Link } from '../../navigation/Link';
import { useSession } from '../../auth/session-context';
import { useLogout } from '../../auth/use-logout';
import { Button, buttonClasses } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { accountLinks, fullName } from './account-links';
import { authLink } from './nav-items';

const linkClasses =
  'flex items-center gap-3 rounded-md px-3 py-3 font-medium text-slate-800 hover:bg-brand-50';

/** The drawer's bottom part: account links when signed in, else login and register. */
export function DrawerAccount({ here, onLeave }: { here: string; onLeave: () => void }) {
  const { user, status } = useSession();
  const logout = useLogout();
  if (status === 'loading') return null;
  if (!user) {
    return (
      <div className="mt-auto flex flex-col gap-2">
        <Link to={authLink('login', here)} className={buttonClasses('outline')} onClick={onLeave}>
          Iniciar sesión
        </Link>
        <Link
          to={authLink('register', here)}
          className={buttonClasses('primary')}
          onClick={onLeave}
        >
          Crear cuenta
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-auto flex flex-col gap-1 border-t border-slate-200 pt-4">
      <p className="px-3 pb-2">
        <span className="block font-semibold text-brand-900">{fullName(user)}</span>
        <span className="block truncate text-sm text-slate-600">
          {user.username || 'Mi cuenta'}
        </span>
      </p>
      <ul className="flex flex-col gap-1">
        {accountLinks(user).map(({ label, to, icon }) => (
          <li key={to}>
            <Link to={to} className={linkClasses} onClick={onLeave}>
              <Icon node={icon} className="size-5 text-brand-700" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        className="mt-2"
        loading={logout.isPending}
        onClick={() => logout.mutate({ onSettled: onLeave })}
      >
        <Icon node={LogOut} className="size-4" aria-hidden="true" />
        Cerrar sesión
      </Button>
    </div>
  );
}
