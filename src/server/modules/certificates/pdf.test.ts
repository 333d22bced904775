import { describe, expect, it } from 'vitest';
import { decodePdfQr, embeddedFonts, pdfText } from '../../../../tests/support/pdf';
import { ocrUnavailable, readFirstPage, RENDERERS } from '../../../../tests/support/pdf-as-seen';
import { loadConfig } from '../../config';
import { renderCertificatePdf } from './pdf';
import type { CertificateRow } from './store';

const certificate: CertificateRow = {
  id: 1,
  code: 'K7QX3MPR9TWZ',
  userId: null,
  courseId: 4,
  fullName: 'José Núñez Peña',
  document: '30123678',
  documentHash: null,
  holderClosedAt: null,
  courseTitle: 'Monotributo: categorías, recategorización y facturación',
  minutes: 755,
  completedAt: new Date('2026-11-24T14:00:00Z'),
  revokedAt: null,
  revokedReason: null,
  createdAt: new Date('2026-11-24T14:00:00Z'),
  searchText: '',
};

describe('the certificate PDF', () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    CERTIFICATE_SIGNATORY_NAME: 'Cdor. Martín Gómez',
    CERTIFICATE_SIGNATORY_ROLE: 'Socio director',
  });
  const url = 'https://estudio.example.com/certificados/K7QX3MPR9TWZ';

  it('says who completed which course, its hours, the date, the signatory and the code', async () => {
    const pdf = await renderCertificatePdf(config.certificates, certificate, url);
    const text = await pdfText(pdf);
    for (const expected of [
      'ESTUDIO CONTABLE FERRARO',
      'CERTIFICADO DE FINALIZACIÓN',
      'José Núñez Peña',
      'DNI 30.123.678',
      '«Monotributo: categorías, recategorización y facturación»',
      // 755 minutes: 12 h 35 min, rounded to the nearest half hour.
      'con una carga horaria de 12,5 horas, finalizado el 24/11/2026.',
      'Cdor. Martín Gómez',
      'Socio director',
      'Código: K7QX3MPR9TWZ',
      url,
    ]) {
      expect(text).toContain(expected);
    }
  });

  // The text layer above can be right while the page shows other letters: read the page drawn.
  it.skipIf(ocrUnavailable()).for(RENDERERS)(
    'shows the firm, its title, the holder and the course, accents included, drawn by %s',
    async (renderer) => {
      const pdf = await renderCertificatePdf(config.certificates, certificate, url);
      const seen = await readFirstPage(pdf, renderer);
      for (const expected of [
        'ESTUDIO CONTABLE FERRARO',
        'CERTIFICADO DE FINALIZACIÓN',
        'José Núñez Peña',
        'DNI 30.123.678',
        'Monotributo: categorías, recategorización y facturación',
        'Cdor. Martín Gómez',
      ]) {
        expect(seen).toContain(expected);
      }
    },
  );

  it('carries its fonts inside, and a QR code that opens the public page', async () => {
    const pdf = await renderCertificatePdf(config.certificates, certificate, url);
    const fonts = await embeddedFonts(pdf);
    expect(fonts).toEqual(['Inter-Regular', 'Inter-SemiBold', 'Inter-Bold']);
    expect(await decodePdfQr(pdf)).toBe(url);
  });

  it('names no signatory in production unless one is configured: the firm signs', async () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      CERTIFICATE_ISSUER_NAME: 'Estudio Gómez & Asociados',
    });
    expect(production.certificates.signatory).toBeUndefined();
    const text = await pdfText(
      await renderCertificatePdf(production.certificates, certificate, url),
    );
    expect(text).toContain('Estudio Gómez & Asociados');
    expect(text).not.toContain('Ferraro');
    // Outside production the demo's signatory stands in.
    expect(loadConfig({ NODE_ENV: 'development' }).certificates.signatory?.name).toBe(
      'Cdra. Laura Ferraro',
    );
  });
});
