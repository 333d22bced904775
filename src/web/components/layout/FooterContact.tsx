import { Camera, Mail, MessageCircle } from 'lucide';
import { useSiteContact } from '../../api/site';
import { Icon } from '../ui/Icon';

/** WhatsApp, Instagram and e-mail, as configured; nothing until the details arrive. */
export function FooterContact() {
  const contact = useSiteContact();
  if (!contact) return null;
  const links = [
    { icon: MessageCircle, href: contact.whatsapp.url, text: `WhatsApp ${contact.whatsapp.label}` },
    { icon: Camera, href: contact.instagram.url, text: `Instagram ${contact.instagram.handle}` },
    { icon: Mail, href: `mailto:${contact.email}`, text: contact.email },
  ];
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {links.map(({ icon, href, text }) => (
        <li key={href}>
          <a
            href={href}
            className="inline-flex items-center gap-2 hover:text-white"
            {...(href.startsWith('mailto:')
              ? {}
              : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            <Icon node={icon} className="size-4" aria-hidden="true" /> {text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** ARCA's Data Fiscal badge, linked to the firm's own QR page. */
export function DataFiscalBadge() {
  const contact = useSiteContact();
  if (!contact) return null;
  return (
    <a
      href={contact.arcaDataFiscalUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex w-fit items-center gap-2 rounded-md border border-brand-100/40 bg-white px-3 py-2 text-xs font-semibold text-brand-900"
    >
      <img src="/data-fiscal.svg" alt="" width="28" height="28" loading="lazy" />
      Data Fiscal (ARCA)
    </a>
  );
}
