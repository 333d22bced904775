import { instagramHandle, whatsappUrl, type SiteContact } from '../../../shared/site-contact';
import type { Config } from '../../config';

/** The contact details the pages show, from the configuration. */
export function publicContact(config: Config): SiteContact {
  const { whatsapp, instagramUrl, arcaDataFiscalUrl } = config.publicContact;
  return {
    email: config.contactEmail,
    whatsapp: { label: whatsapp, url: whatsappUrl(whatsapp) },
    instagram: { handle: instagramHandle(instagramUrl), url: instagramUrl },
    arcaDataFiscalUrl,
  };
}
