import { CalendarCheck, CircleCheck, MessageSquare } from 'lucide';
import { CONTACT_SECTION_ID } from '../../components/contact/ContactSection';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { IconTile } from '../../components/ui/IconTile';
import { scrollToSection } from '../../lib/scroll-to-section';
import { Link } from '../../navigation/Link';
import type { Service } from './services-data';

/**
 * One service: title, description, what it includes, a button to the contact form and a link to
 * book a consultation.
 */
export function ServiceCard({ service }: { service: Service }) {
  const { id, title, description, includes, icon } = service;
  const titleId = `service-${id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="flex items-center gap-4">
        <IconTile icon={icon} size="lg" className="rounded-xl bg-brand-50 text-brand-700" />
        <h3 id={titleId} className="text-xl font-bold text-brand-900">
          {title}
        </h3>
      </div>
      <p className="text-slate-600">{description}</p>
      <div className="flex flex-col gap-3">
        <h4 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          Qué incluye este servicio
        </h4>
        <ul className="flex flex-col gap-2.5 text-sm text-slate-700">
          {includes.map((item) => (
            <li key={item} className="flex gap-2.5">
              <Icon
                node={CircleCheck}
                className="mt-0.5 size-4 shrink-0 text-accent-600"
                aria-hidden="true"
              />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-auto flex flex-wrap gap-3">
        <Button aria-describedby={titleId} onClick={() => scrollToSection(CONTACT_SECTION_ID)}>
          <Icon node={MessageSquare} className="size-4" aria-hidden="true" />
          Contactar
        </Button>
        <Link to="/consultas" aria-describedby={titleId} className={buttonClasses('outline')}>
          <Icon node={CalendarCheck} className="size-4" aria-hidden="true" />
          Reservar una consulta
        </Link>
      </div>
    </article>
  );
}
