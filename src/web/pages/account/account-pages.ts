import {
  BellRing,
  BookOpen,
  Building2,
  CalendarDays,
  KeyRound,
  Mail,
  Receipt,
  Repeat,
  Trash,
  UserRound,
  type IconNode,
} from 'lucide';
import type { PageMeta } from '../../../shared/page-meta';
import type { PageModule } from '../../page-route';

/** One page of the account: everything the router, the side menu and the page itself read. */
export type AccountPageEntry = {
  /** Its address under /account/, as React Router reads it. */
  path: string;
  /** Its title (also its link's label in the side menu) and description. */
  meta: PageMeta;
  icon: IconNode;
  load: () => Promise<PageModule>;
};

/**
 * Every page of the account (/account/…), in the side menu's order. The router's table
 * (app-routes.tsx), the side menu (AccountNav.tsx) and each page's title read it. The first is
 * where /account leads. The lesson (/account/courses/:id/:slug) is a page of the site's registry.
 */
export const ACCOUNT_PAGES = {
  profile: {
    path: 'profile',
    meta: { title: 'Datos personales', description: 'Tu nombre, apellido y nombre de usuario.' },
    icon: UserRound,
    load: () => import('./ProfilePage'),
  },
  email: {
    path: 'email',
    meta: {
      title: 'Correo electrónico',
      description: 'Cambiá el correo electrónico de tu cuenta.',
    },
    icon: Mail,
    load: () => import('./EmailPage'),
  },
  password: {
    path: 'password',
    meta: { title: 'Contraseña', description: 'Cambiá la contraseña de tu cuenta.' },
    icon: KeyRound,
    load: () => import('./PasswordPage'),
  },
  purchases: {
    path: 'purchases',
    meta: { title: 'Historial de compras', description: 'Las compras de cursos de tu cuenta.' },
    icon: Receipt,
    load: () => import('./PurchasesPage'),
  },
  company: {
    path: 'company',
    meta: {
      title: 'Mi empresa',
      description:
        'Las licencias que compraste para tu equipo: asignalas por correo y seguí su avance.',
    },
    icon: Building2,
    load: () => import('./company/CompanySeatsPage'),
  },
  plan: {
    path: 'plan-contador',
    meta: {
      title: 'Plan Contador',
      description: 'Tu suscripción a todos los cursos: su estado, sus pagos y cómo cancelarla.',
    },
    icon: Repeat,
    load: () => import('./PlanSubscriptionPage'),
  },
  courses: {
    path: 'courses',
    meta: { title: 'Mis cursos', description: 'Los cursos que adquiriste.' },
    icon: BookOpen,
    load: () => import('./MyCoursesPage'),
  },
  consultations: {
    path: 'consultations',
    meta: { title: 'Mis consultas', description: 'Las consultas que reservaste con el estudio.' },
    icon: CalendarDays,
    load: () => import('./MyConsultationsPage'),
  },
  reminders: {
    path: 'reminders',
    meta: {
      title: 'Avisos de vencimientos',
      description: 'Te avisamos por correo antes de cada vencimiento impositivo.',
    },
    icon: BellRing,
    load: () => import('./TaxRemindersPage'),
  },
  delete: {
    path: 'delete',
    meta: { title: 'Eliminar cuenta', description: 'Eliminá tu cuenta y tus datos personales.' },
    icon: Trash,
    load: () => import('./DeleteAccountPage'),
  },
} satisfies Record<string, AccountPageEntry>;

/** The address of an account page. */
export const accountHref = ({ path }: AccountPageEntry) => `/account/${path}`;
