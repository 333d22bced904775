import { ArrowRight, BookOpen, Receipt, UsersRound } from 'lucide';
import { Link } from '../../../navigation/Link';
import { Icon } from '../../../components/ui/Icon';
import { IconTile } from '../../../components/ui/IconTile';

const SECTIONS = [
  {
    title: 'Usuarios',
    text: 'Buscá cuentas, editá sus datos y cursos, y bloqueá o desbloqueá accesos.',
    to: '/panel/users',
    icon: UsersRound,
  },
  {
    title: 'Cursos',
    text: 'Creá cursos nuevos y editá el contenido, el precio y la visibilidad.',
    to: '/panel/courses',
    icon: BookOpen,
  },
  {
    title: 'Compras',
    text: 'Seguí los pagos, mirá los datos de cada pagador y exportá el listado.',
    to: '/panel/purchases',
    icon: Receipt,
  },
];

/** The three parts of the panel as cards, each linking to its page. */
export function SectionLinks() {
  return (
    <ul role="list" className="grid gap-4 md:grid-cols-3">
      {SECTIONS.map(({ title, text, to, icon }) => (
        <li
          key={to}
          className="group relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md"
        >
          <IconTile icon={icon} size="md" className="rounded-xl bg-brand-50 text-brand-700" />
          <h3 className="text-lg font-semibold text-brand-900">
            <Link
              to={to}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-brand-600"
            >
              {title}
            </Link>
          </h3>
          <p className="flex-1 text-sm text-slate-600">{text}</p>
          <span
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
            aria-hidden="true"
          >
            Ir a {title.toLowerCase()}
            <Icon
              node={ArrowRight}
              className="size-4 transition-transform group-hover:translate-x-0.5"
            />
          </span>
        </li>
      ))}
    </ul>
  );
}
