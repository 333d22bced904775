// /consultas as the server renders it (entry-server.tsx), with the types it read first.
import { describe, expect, it } from 'vitest';
import { pageDataReading } from '../../../../tests/support/page-data';
import type { ConsultationType } from '../../../shared/responses/consultations';
import { render } from '../../entry-server';

/** The texts the markup lacks. */
const missing = (html: string, texts: string[]) => texts.filter((text) => !html.includes(text));

const TYPES: ConsultationType[] = [
  {
    id: 3,
    title: 'Consulta de monotributo',
    description: 'Categoría, recategorización y obligaciones del monotributo.',
    durationMinutes: 45,
    price: 25000,
    mode: 'video',
  },
  {
    id: 5,
    title: 'Primera entrevista',
    description: 'Conocemos tu actividad y te contamos cómo trabajamos.',
    durationMinutes: 20,
    price: 0,
    mode: 'telefono',
  },
];

const pageData = (types: ConsultationType[]) =>
  pageDataReading({ consultationTypes: async () => types });

describe('/consultas rendered on the server', () => {
  it('arrives with its heading and every type: length, mode and price', async () => {
    const page = await render('/consultas', pageData(TYPES), false);
    const html = page?.html ?? '';
    expect(
      missing(html, [
        'Reservá una consulta con el estudio',
        'Consulta de monotributo',
        '45 min',
        'Videollamada',
        '$\u00a025.000',
        'Telefónica',
        'Sin cargo',
        'href="/consultas?tipo=3"',
      ]),
    ).toEqual([]);
    expect(JSON.stringify(page?.state)).toContain('consultation-types');
  });

  it('keeps the time chosen before signing in, with the notes shown before paying', async () => {
    const search = new URLSearchParams({ tipo: '3', inicio: '2026-12-07T10:00:00-03:00' });
    const page = await render(`/consultas?${search.toString()}`, pageData(TYPES), false);
    const html = page?.html ?? '';
    expect(
      missing(html, ['Tu reserva', 'lunes 7/12', '10:00 a 10:45 hs (45 min)', 'MercadoPago']),
    ).toEqual([]);
    expect(html).toContain(
      'Podés cancelar sin cargo hasta 24 horas antes y se te devuelve el pago; después, el pago no se devuelve.',
    );
    // Signed out: the login brings the visitor back to this type and time.
    const back = encodeURIComponent(`/consultas?${search.toString()}`);
    expect(html).toContain(`href="/auth/login?redirect_url=${back}"`);
  });

  it('says so when there is nothing to book', async () => {
    const html = (await render('/consultas', pageData([]), false))?.html ?? '';
    expect(html).toContain('Por ahora no hay consultas para reservar online.');
  });
});
