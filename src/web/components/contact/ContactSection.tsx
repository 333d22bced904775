import { Mail, MapPin, MessageCircle } from 'lucide';
import { BRAND } from '../../../shared/brand';
import { useSiteContact } from '../../api/site';
import { Icon } from '../ui/Icon';
import { ContactForm } from './ContactForm';

export const CONTACT_SECTION_ID = 'contact';

/** The contact block (id "contact") used at the bottom of the home and services pages. */
export function ContactSection() {
  const contact = useSiteContact();
  return (
    <section id={CONTACT_SECTION_ID} aria-labelledby="contact-title" className="bg-brand-50 py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div className="flex flex-col gap-5">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Contacto</p>
          <h2 id="contact-title" className="text-3xl font-bold text-brand-900 sm:text-4xl">
            Contanos en qué podemos ayudarte
          </h2>
          <p className="text-slate-600">
            Escribinos tu consulta sobre impuestos, contabilidad o nuestros cursos. Te respondemos
            dentro de las 48 horas hábiles, sin compromiso.
          </p>
          <ul className="flex flex-col gap-3 text-slate-700">
            {contact && (
              <>
                <li className="flex items-center gap-3">
                  <Icon node={Mail} className="size-5 text-brand-600" aria-hidden="true" />
                  <a href={`mailto:${contact.email}`} className="hover:underline">
                    {contact.email}
                  </a>
                </li>
                <li className="flex items-center gap-3">
                  <Icon node={MessageCircle} className="size-5 text-brand-600" aria-hidden="true" />
                  <a
                    href={contact.whatsapp.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="hover:underline"
                  >
                    WhatsApp {contact.whatsapp.label}
                  </a>
                </li>
              </>
            )}
            <li className="flex items-center gap-3">
              <Icon node={MapPin} className="size-5 text-brand-600" aria-hidden="true" />
              {BRAND.city}
            </li>
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
