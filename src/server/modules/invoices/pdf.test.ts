import { describe, expect, it } from 'vitest';
import { ocrUnavailable, readFirstPage, RENDERERS } from '../../../../tests/support/pdf-as-seen';
import type { ArcaConfig } from '../../config';
import type { invoices, purchases } from '../../db/schema';
import { renderVoucherPdf } from './pdf';

const arca: ArcaConfig = {
  cuit: 20123456789,
  cert: '',
  key: '',
  pointOfSale: 3,
  taxCondition: 'responsable_inscripto',
  production: false,
  issuer: {
    name: 'Estudio Contable Ferraro',
    address: 'Av. Corrientes 1234, CABA',
    grossIncome: '901-123456-7',
    activityStart: '2015-03-01',
  },
};

const day = new Date('2026-11-24T14:00:00Z');

const purchase: typeof purchases.$inferSelect = {
  id: '7d0c6a8e-3f47-4d1a-9a43-8f6f0c2b1a11',
  userId: null,
  courseId: 4,
  courseSlug: 'monotributo',
  courseTitle: 'Monotributo: categorías, recategorización y facturación',
  provider: 'sandbox',
  preferenceId: null,
  initPoint: null,
  paymentId: '1',
  status: 'approved',
  statusDetail: null,
  amount: 54900,
  discount: 6100,
  couponId: null,
  couponCode: 'OTOÑO10',
  currency: 'ARS',
  payerName: 'José',
  payerLastname: 'Núñez Peña',
  payerEmail: 'jose@example.com',
  payerDocument: '30123456',
  payerCountry: 'AR',
  payerRegion: 'Córdoba',
  payerLocation: 'Río Cuarto',
  reviewReason: null,
  nextCheckAt: null,
  checkCount: 0,
  approvedAt: day,
  createdAt: day,
  updatedAt: day,
  searchText: '',
};

/** A Factura B to a final consumer, with a coupon and the IVA it contains. */
const invoice: typeof invoices.$inferSelect = {
  id: 'c1b9a3d2-5e1f-4c8b-8a70-2d4e6f8a9b01',
  purchaseId: purchase.id,
  kind: 'invoice',
  relatedInvoiceId: null,
  voucherType: 6,
  pointOfSale: 3,
  number: 42,
  status: 'issued',
  docType: 96,
  docNumber: '30123456',
  total: 54900,
  net: 45371.9,
  vat: 9528.1,
  voucherDate: '20261124',
  cae: '76463012345670',
  caeDueDate: '20261204',
  request: null,
  response: null,
  lastError: null,
  attempts: 1,
  issuedAt: day,
  createdAt: day,
  updatedAt: day,
};

describe('the invoice PDF', () => {
  it.skipIf(ocrUnavailable()).for(RENDERERS)(
    'shows the firm, the buyer, the whole course and the total, drawn by %s',
    async (renderer) => {
      const seen = await readFirstPage(await renderVoucherPdf(arca, invoice, purchase), renderer);
      for (const expected of [
        'Estudio Contable Ferraro',
        'FACTURA',
        'Apellido y nombre: Núñez Peña, José',
        'Domicilio: Río Cuarto, Córdoba, Argentina',
        'Bonificación: cupón OTOÑO10',
        'Importe total: $ 54.900,00',
        'IVA contenido: $ 9.528,10',
      ]) {
        expect(seen).toContain(expected);
      }
      // The course's whole title, on two lines: the row's quantity and prices are read between.
      expect(seen).toMatch(
        /Curso en video: Monotributo: categorías, 1 \$ 61\.000,00 \$ 61\.000,00 recategorización y facturación/,
      );
    },
  );
});
