// /vencimientos as the server renders it (entry-server.tsx), with the obligations it read first.
import { describe, expect, it } from 'vitest';
import { pageDataReading } from '../../../../tests/support/page-data';
import type { TaxCalendarPage } from '../../../shared/responses/tax-calendar';
import { render } from '../../entry-server';

const PAGE: TaxCalendarPage = {
  obligations: [
    { slug: 'iva', label: 'IVA' },
    { slug: 'recategorizacion', label: 'Recategorización del Monotributo' },
  ],
  confirmedYears: [],
};

const pageData = pageDataReading({ taxCalendar: async () => PAGE });

describe('/vencimientos rendered on the server', () => {
  it('arrives with the form: the CUIT, the ten digits and every obligation ticked', async () => {
    const page = await render('/vencimientos', pageData, false);
    const html = page?.html ?? '';
    for (const text of [
      'Vencimientos impositivos',
      'Tu CUIT',
      'O elegí solo el último número de tu CUIT',
      'IVA',
      'Recategorización del Monotributo',
      '¿Por qué importa el último número de tu CUIT?',
      'href="/consultas"',
    ]) {
      expect(html).toContain(text);
    }
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(10);
    expect(html.match(/type="checkbox"[^>]*checked=""/g)).toHaveLength(2);
    // The dates load in the browser, which alone knows the visitor's last choice.
    expect(html).toContain('Ingresá tu CUIT o tocá su último número');
    expect(JSON.stringify(page?.state)).toContain('"tax-calendar"');
  });
});
