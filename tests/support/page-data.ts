import type { PageData } from '../../src/shared/server-render';

const unused = async () => undefined;

/**
 * What a server render of one public page reads: `read`'s readers for that page, none for the
 * others, and the demo firm's contact details.
 */
export function pageDataReading(read: Partial<PageData['read']>): PageData {
  return {
    read: {
      catalogue: unused,
      course: unused,
      courseReviews: unused,
      bundles: unused,
      bundle: unused,
      certificate: unused,
      study: unused,
      consultationTypes: unused,
      monotributoTable: unused,
      taxCalendar: unused,
      planOffer: unused,
      ...read,
    },
    contact: {
      email: 'estudio@example.com.ar',
      whatsapp: { label: '+54 9 11 2345-6789', url: 'https://wa.me/5491123456789' },
      instagram: { handle: 'estudio.demo', url: 'https://www.instagram.com/estudio.demo' },
      arcaDataFiscalUrl: 'https://qr.arca.gob.ar/?qr=DEMO',
    },
  };
}
