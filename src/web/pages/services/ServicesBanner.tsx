import { ArrowDown } from 'lucide-react';
import { CONTACT_SECTION_ID } from '../../components/contact/ContactSection';
import { Button } from '../../components/ui/Button';
import { scrollToSection } from '../../lib/scroll-to-section';

/** The page banner: the only h1 of /services. */
export function ServicesBanner() {
  return (
    <section aria-labelledby="services-title" className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">Servicios</p>
        <h1 id="services-title" className="max-w-3xl text-3xl font-bold sm:text-5xl">
          Soluciones contables e impositivas para tu actividad
        </h1>
        <p className="max-w-2xl text-lg text-brand-100">
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
          <ArrowDown className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
