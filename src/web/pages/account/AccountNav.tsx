import { clsx } from 'clsx';
import { BookOpen, KeyRound, Mail, Receipt, Trash, UserRound } from 'lucide';
import { NavLink } from 'react-router';
import { Icon } from '../../components/ui/Icon';

const LINKS = [
  { label: 'Datos personales', to: '/account/profile', icon: UserRound },
  { label: 'Correo electrónico', to: '/account/email', icon: Mail },
  { label: 'Contraseña', to: '/account/password', icon: KeyRound },
  { label: 'Historial de compras', to: '/account/purchases', icon: Receipt },
  { label: 'Mis cursos', to: '/account/courses', icon: BookOpen },
  { label: 'Eliminar cuenta', to: '/account/delete', icon: Trash },
];

/** The account's side menu; the current page is highlighted and marked aria-current="page". */
export function AccountNav() {
  return (
    <nav aria-label="Mi cuenta">
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {LINKS.map(({ label, to, icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                clsx(
                  'flex items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-medium',
                  isActive
                    ? 'bg-brand-800 text-white'
                    : 'text-slate-800 hover:bg-brand-50 hover:text-brand-900',
                )
              }
            >
              <Icon node={icon} className="size-4 shrink-0" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
