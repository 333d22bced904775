import {
  Award,
  BookOpen,
  CalendarClock,
  FileText,
  Inbox,
  LayoutDashboard,
  Mail,
  MessageCircleQuestion,
  Megaphone,
  Receipt,
  Settings,
  Star,
  TicketPercent,
  UsersRound,
  Video,
  type IconNode,
} from 'lucide';
import type { PageMeta } from '../../../shared/page-meta';
import type { PageModule } from '../../page-route';

/** The side menu's groups, in their order; a page without one comes first, on its own. */
export const PANEL_GROUPS = {
  sales: 'Ventas',
  courses: 'Cursos',
  people: 'Personas',
  settings: 'Configuración',
} as const;

export type PanelGroup = keyof typeof PANEL_GROUPS;

/** One page of the panel: everything the router, the side menu and the page itself read. */
export type PanelPageEntry = {
  /** Its address under /panel/ ('' for /panel itself), as React Router reads it. */
  path: string;
  meta: PageMeta;
  /** Its link in the side menu (labelled with its title by default); none for a page reached from another. */
  menu?: { group?: PanelGroup; icon: IconNode; label?: string };
  load: () => Promise<PageModule>;
};

const entry = (
  path: string,
  meta: PageMeta,
  menu: PanelPageEntry['menu'],
  load: () => Promise<PageModule>,
): PanelPageEntry => ({ path, meta, menu, load });

const editor = () => import('./course-editor/CourseEditorPage');
const bundleEditor = () => import('./bundles/BundleEditorPage');

/**
 * Every page of the panel (/panel/…), in the side menu's order. The router's table
 * (app-routes.tsx), the side menu (PanelNav.tsx) and each page's title read it.
 */
export const PANEL_PAGES = {
  dashboard: entry(
    '',
    {
      title: 'Panel de administración',
      description: 'Ventas, alumnos y compras pendientes de un vistazo.',
    },
    { icon: LayoutDashboard, label: 'Inicio' },
    () => import('./DashboardPage'),
  ),
  purchases: entry(
    'purchases',
    { title: 'Compras', description: 'Las compras de cursos y los datos de cada pagador.' },
    { group: 'sales', icon: Receipt },
    () => import('./PurchasesPage'),
  ),
  coupons: entry(
    'coupons',
    {
      title: 'Cupones',
      description: 'Los códigos de descuento: creálos, editalos y pausalos; sus usos e ingresos.',
    },
    { group: 'sales', icon: TicketPercent },
    () => import('./CouponsPage'),
  ),
  consultations: entry(
    'consultations',
    {
      title: 'Consultas',
      description:
        'Las consultas que los clientes reservan y los horarios en que el estudio atiende.',
    },
    { group: 'sales', icon: CalendarClock },
    () => import('./ConsultationsPage'),
  ),
  invoices: entry(
    'invoices',
    {
      title: 'Facturas',
      description: 'Las facturas y notas de crédito electrónicas pedidas a ARCA, con su CAE.',
    },
    { group: 'sales', icon: FileText },
    () => import('./InvoicesPage'),
  ),
  requests: entry(
    'requests',
    {
      title: 'Solicitudes',
      description: 'Los pedidos del Botón de Arrepentimiento y del Botón de Baja, con su estado.',
    },
    { group: 'sales', icon: Inbox },
    () => import('./RequestsPage'),
  ),
  courses: entry(
    'courses',
    { title: 'Cursos', description: 'Todos los cursos, públicos y privados.' },
    { group: 'courses', icon: BookOpen },
    () => import('./CoursesPage'),
  ),
  questions: entry(
    'questions',
    {
      title: 'Preguntas',
      description: 'Lo que preguntan los alumnos bajo cada lección, respondido desde acá.',
    },
    { group: 'courses', icon: MessageCircleQuestion },
    () => import('./QuestionsPage'),
  ),
  reviews: entry(
    'reviews',
    {
      title: 'Opiniones',
      description:
        'Lo que opinan los alumnos de cada curso: ocultalas con un motivo o respondelas.',
    },
    { group: 'courses', icon: Star },
    () => import('./ReviewsPage'),
  ),
  certificates: entry(
    'certificates',
    {
      title: 'Certificados',
      description: 'Los certificados de finalización emitidos: buscalos y revocalos con un motivo.',
    },
    { group: 'courses', icon: Award },
    () => import('./CertificatesPage'),
  ),
  videos: entry(
    'videos',
    {
      title: 'Videos',
      description:
        'Los videos subidos al sitio: su estado, duración, tamaño y calidades, y las clases que los usan.',
    },
    { group: 'courses', icon: Video },
    () => import('./VideosPage'),
  ),
  users: entry(
    'users',
    { title: 'Usuarios', description: 'Buscá, editá y bloqueá las cuentas de los usuarios.' },
    { group: 'people', icon: UsersRound },
    () => import('./UsersPage'),
  ),
  messages: entry(
    'messages',
    {
      title: 'Mensajes',
      description:
        'Lo que escriben los visitantes en el formulario de contacto, respondido desde acá.',
    },
    { group: 'people', icon: Mail },
    () => import('./MessagesPage'),
  ),
  announcements: entry(
    'announcements',
    {
      title: 'Anuncios',
      description: 'Correos a los alumnos de un curso o de todos: novedades y cursos nuevos.',
    },
    { group: 'people', icon: Megaphone },
    () => import('./AnnouncementsPage'),
  ),
  // Reached from 'Configuración' (which stays current in the menu): the whole side menu must fit
  // the first screen at 1366 × 768 (tests/e2e/panel.spec.ts), and it is full.
  monotributo: entry(
    'settings/monotributo',
    {
      title: 'Monotributo',
      description:
        'Las tablas de categorías del Monotributo que usa la calculadora, cada una desde su fecha.',
    },
    undefined,
    () => import('./MonotributoPage'),
  ),
  // Also reached from 'Configuración', for the same reason.
  taxCalendar: entry(
    'settings/vencimientos',
    {
      title: 'Vencimientos',
      description:
        'El calendario de vencimientos impositivos: importá las fechas de ARCA, corregilas y confirmalas.',
    },
    undefined,
    () => import('./TaxCalendarPage'),
  ),
  // Also reached from 'Configuración', for the same reason.
  plan: entry(
    'settings/plan-contador',
    {
      title: 'Plan Contador',
      description:
        'La suscripción a todos los cursos: su precio, sus suscriptores, el MRR y las cancelaciones.',
    },
    undefined,
    () => import('./PlanSubscriptionsPage'),
  ),
  // Also reached from 'Configuración', for the same reason.
  team: entry(
    'settings/equipo',
    {
      title: 'Equipo',
      description: 'Quiénes enseñan los cursos: su foto, su título y su presentación.',
    },
    undefined,
    () => import('./TeamPage'),
  ),
  settings: entry(
    'settings',
    {
      title: 'Configuración',
      description: 'Cómo pueden pagar los compradores: cuotas y si son sin interés.',
    },
    { group: 'settings', icon: Settings },
    () => import('./SettingsPage'),
  ),
  // The 'Rutas de aprendizaje' and their form, reached from 'Cursos' (which stays current in the
  // menu): the side menu is full (see 'monotributo' above).
  bundles: entry(
    'courses/bundles',
    {
      title: 'Rutas de aprendizaje',
      description: 'Los paquetes de cursos que se venden juntos, con su precio, oferta y ventas.',
    },
    undefined,
    () => import('./BundlesPage'),
  ),
  newBundle: entry(
    'courses/bundles/create',
    {
      title: 'Nueva ruta',
      description: 'Creá una ruta de aprendizaje: sus cursos en orden, su precio y su oferta.',
    },
    undefined,
    bundleEditor,
  ),
  editBundle: entry(
    'courses/bundles/:id',
    {
      title: 'Editar ruta',
      description: 'Editá los datos, los cursos, el precio y la oferta de la ruta de aprendizaje.',
    },
    undefined,
    bundleEditor,
  ),
  // The course editor, reached from 'Cursos' (which stays current in the menu).
  newCourse: entry(
    'courses/create',
    {
      title: 'Crear curso',
      description: 'Creá un curso: datos, presentación, contenido, unidades y material.',
    },
    undefined,
    editor,
  ),
  editCourse: entry(
    'courses/:id/:slug',
    {
      title: 'Editar curso',
      description: 'Editá los datos, la presentación, el contenido, las unidades y el material.',
    },
    undefined,
    editor,
  ),
} satisfies Record<string, PanelPageEntry>;

/** The address of a panel page. */
export const panelHref = ({ path }: PanelPageEntry) => (path ? `/panel/${path}` : '/panel');

export type MenuLink = { label: string; to: string; icon: IconNode };
export type MenuSection = { group?: string; links: MenuLink[] };

/** The side menu: the pages without a group first, then each group's pages in the table's order. */
export function panelMenu(pages: PanelPageEntry[] = Object.values(PANEL_PAGES)): MenuSection[] {
  const link = (page: PanelPageEntry): MenuLink => ({
    label: page.menu?.label ?? page.meta.title,
    to: panelHref(page),
    icon: page.menu!.icon,
  });
  const inMenu = pages.filter((page) => page.menu);
  const ungrouped = inMenu.filter((page) => !page.menu?.group);
  const grouped = (Object.keys(PANEL_GROUPS) as PanelGroup[]).map((group) => ({
    group: PANEL_GROUPS[group],
    links: inMenu.filter((page) => page.menu?.group === group).map(link),
  }));
  return [{ links: ungrouped.map(link) }, ...grouped].filter((section) => section.links.length);
}
