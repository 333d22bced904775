import { z } from 'zod';

/** The firm's CUIT is written like any other ('20-12345678-6'). */
export { formatCuit } from './cuit';

/** The consultancy's public contact details, as the server's configuration sets them. */
export const SiteContactSchema = z.object({
  email: z.string(),
  whatsapp: z.object({ label: z.string(), url: z.string() }),
  instagram: z.object({ handle: z.string(), url: z.string() }),
  arcaDataFiscalUrl: z.string(),
});
export type SiteContact = z.infer<typeof SiteContactSchema>;

/**
 * Demo values, visibly not the firm's: a WhatsApp number of ascending digits, an Instagram
 * profile and a Data Fiscal code that say 'demo'. Each has its variable (see config.ts).
 */
export const DEMO_CONTACT = {
  whatsapp: '+54 9 11 2345-6789',
  instagramUrl: 'https://www.instagram.com/estudioferraro.demo',
  arcaDataFiscalUrl: 'https://qr.arca.gob.ar/?qr=DEMO-ESTUDIO-FERRARO',
  /** The CUIT the demo's tests and invoices use (ascending digits, a valid check digit). */
  cuit: '20123456786',
} as const;

/** The address of a WhatsApp chat with that number (digits only, country code first). */
export const whatsappUrl = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

/** '@handle' from an Instagram profile address. */
export function instagramHandle(profileUrl: string): string {
  const name = new URL(profileUrl).pathname.split('/').find(Boolean);
  return name ? `@${name}` : profileUrl;
}
