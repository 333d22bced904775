import { clsx } from 'clsx';
import {
  Award,
  BookOpen,
  FileText,
  Inbox,
  LayoutDashboard,
  Mail,
  MessageCircleQuestion,
  Megaphone,
  Receipt,
  Settings,
  TicketPercent,
  UsersRound,
} from 'lucide';
import { NavLink } from 'react-router';
import { Icon } from '../../components/ui/Icon';

const LINKS = [
  { label: 'Inicio', to: '/panel', icon: LayoutDashboard },
  { label: 'Usuarios', to: '/panel/users', icon: UsersRound },
  { label: 'Compras', to: '/panel/purchases', icon: Receipt },
  { label: 'Cursos', to: '/panel/courses', icon: BookOpen },
  { label: 'Facturas', to: '/panel/invoices', icon: FileText },
  { label: 'Solicitudes', to: '/panel/requests', icon: Inbox },
  { label: 'Mensajes', to: '/panel/messages', icon: Mail },
  { label: 'Preguntas', to: '/panel/questions', icon: MessageCircleQuestion },
  { label: 'Anuncios', to: '/panel/announcements', icon: Megaphone },
  { label: 'Certificados', to: '/panel/certificates', icon: Award },
  { label: 'Configuración', to: '/panel/settings', icon: Settings },
  { label: 'Cupones', to: '/panel/coupons', icon: TicketPercent },
];

/**
 * The panel's tabs on the navy band; the current one is underlined in gold and marked
 * aria-current="page" (Cursos stays current in the course editor).
 */
export function PanelNav() {
  return (
    <nav aria-label="Secciones del panel" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1">
        {LINKS.map(({ label, to, icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/panel'}
              className={({ isActive }) =>
                clsx(
                  'flex items-center gap-2 border-b-4 px-3 pt-2 pb-3 text-sm font-semibold whitespace-nowrap',
                  isActive
                    ? 'border-accent-400 text-white'
                    : 'border-transparent text-brand-100 hover:border-brand-400 hover:text-white',
                )
              }
            >
              <Icon node={icon} className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
