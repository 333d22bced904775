import { Calculator, ChartPie, Landmark } from 'lucide';
import type { IconNode } from '../../components/ui/Icon';
import { IconTile } from '../../components/ui/IconTile';
import { CoursesBox } from './CoursesBox';
import { SectionHeading } from './SectionHeading';
import { SeeMoreLink } from './SeeMoreLink';

type Service = { icon: IconNode; title: string; text: string };

const SERVICES: Service[] = [
  {
    icon: Landmark,
    title: 'Asesoramiento impositivo',
    text: 'Planificamos tu carga tributaria y presentamos tus declaraciones ante ARCA y los fiscos provinciales: monotributo, IVA, Ganancias, Bienes Personales e Ingresos Brutos.',
  },
  {
    icon: Calculator,
    title: 'Gestión contable',
    text: 'Llevamos tu contabilidad al día: registraciones, conciliaciones bancarias, libros y estados contables listos para presentar ante bancos y organismos.',
  },
  {
    icon: ChartPie,
    title: 'Gestión de costos',
    text: 'Analizamos tu estructura de costos, calculamos márgenes y punto de equilibrio, y te ayudamos a fijar precios para que tu negocio sea rentable.',
  },
];

export function ServicesSection() {
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className="render-when-visible py-20 focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="services-title"
          eyebrow="Servicios"
          title="Soluciones contables e impositivas a tu medida"
        >
          Nos ocupamos de tus obligaciones para que vos te ocupes de tu negocio.
        </SectionHeading>
        <ul role="list" className="mt-14 grid gap-6 md:grid-cols-3">
          {SERVICES.map(({ icon, title, text }) => (
            <li
              key={title}
              className="relative flex flex-col gap-4 overflow-hidden rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200"
            >
              <span
                className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-brand-700 to-accent-400"
                aria-hidden="true"
              />
              <IconTile
                icon={icon}
                size="lg"
                className="rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100"
              />
              <h3 className="text-xl font-semibold text-brand-900">{title}</h3>
              <p className="text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
        <SeeMoreLink to="/services" variant="outline">
          Ver más
        </SeeMoreLink>
        <CoursesBox />
      </div>
    </section>
  );
}
