import { ArrowDown, Clock, MapPinned, ShieldCheck } from 'lucide';
import { CONTACT_SECTION_ID } from '../../components/contact/ContactSection';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { IconTile } from '../../components/ui/IconTile';
import { scrollToSection } from '../../lib/scroll-to-section';

const HIGHLIGHTS = [
  { icon: ShieldCheck, text: 'Contadores públicos matriculados' },
  { icon: MapPinned, text: 'Atención online en todo el país y presencial en CABA' },
  { icon: Clock, text: 'Respuesta a tu consulta en 48 horas hábiles' },
];

/** The page banner: the only h1 of /services. */
export function ServicesBanner() {
  return (
    <section aria-labelledby="services-title" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div className="flex flex-col gap-5">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">Servicios</p>
          <h1 id="services-title" className="text-3xl font-bold sm:text-5xl">
            Soluciones contables e impositivas para tu actividad
          </h1>
          <p className="text-lg text-brand-100">
            Acompañamos a monotributistas, responsables inscriptos, pymes y emprendedores con
            asesoramiento impositivo, gestión contable y análisis de costos. Trabajamos con
            información clara y plazos cumplidos, para que vos te dediques a tu negocio.
          </p>
          <Button
            variant="accent"
            className="self-start"
            onClick={() => scrollToSection(CONTACT_SECTION_ID)}
          >
            Hacé tu consulta
            <Icon node={ArrowDown} className="size-4" aria-hidden="true" />
          </Button>
        </div>
        <ul className="flex flex-col gap-4 rounded-2xl bg-brand-800 p-6 ring-1 ring-brand-700 sm:p-8">
          {HIGHLIGHTS.map(({ icon, text }) => (
            <li key={text} className="flex items-center gap-4 text-brand-50">
              <IconTile icon={icon} size="md" className="rounded-lg bg-brand-700 text-accent-300" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
