import { ArrowDown, Clock, MapPinned, ShieldCheck } from 'lucide';
import { CONTACT_SECTION_ID } from '../../components/contact/ContactSection';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { PageBanner } from '../../components/ui/PageBanner';
import { scrollToSection } from '../../lib/scroll-to-section';

const HIGHLIGHTS = [
  { icon: ShieldCheck, text: 'Contadores públicos matriculados' },
  { icon: MapPinned, text: 'Atención online en todo el país y presencial en CABA' },
  { icon: Clock, text: 'Respuesta a tu consulta en 48 horas hábiles' },
];

/** The page banner: the only h1 of /services. */
export function ServicesBanner() {
  return (
    <PageBanner
      eyebrow="Servicios"
      titleId="services-title"
      title="Soluciones contables e impositivas para tu actividad"
      intro="Acompañamos a monotributistas, responsables inscriptos, pymes y emprendedores con asesoramiento impositivo, gestión contable y análisis de costos. Trabajamos con información clara y plazos cumplidos, para que vos te dediques a tu negocio."
      highlights={HIGHLIGHTS}
      action={
        <Button
          variant="accent"
          className="self-start"
          onClick={() => scrollToSection(CONTACT_SECTION_ID)}
        >
          Hacé tu consulta
          <Icon node={ArrowDown} className="size-4" aria-hidden="true" />
        </Button>
      }
    />
  );
}
