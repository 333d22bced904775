import { beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import {
  categoryOf,
  FEBRUARY_2026,
  FEBRUARY_2026_SOURCE,
  GOODS_ONLY_FROM_I,
} from '../../../../tests/support/monotributo';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { MONOTRIBUTO_OVER_LIMIT, MONOTRIBUTO_TABLE_NOT_FOUND } from '../../../shared/monotributo';
import type { MonotributoCategory } from '../../../shared/responses/monotributo';
import { argentineDay } from '../../../shared/calendar-days';

const DAY = 24 * 60 * 60 * 1000;
const TABLE_URL = '/api/admin/monotributo/categories';
const CALCULATOR_URL = '/api/tools/monotributo';

type Answer = { json(): { errors?: { field: string; message: string }[] } };
const fieldErrors = (response: Answer) => response.json().errors ?? [];

describe('monotributo: the firm keeps the tables, visitors find their category', () => {
  const t = useTestApp();
  let admin: { cookie: string };
  beforeAll(async () => {
    admin = await adminPerson(t);
  });

  const calculate = (body: Record<string, unknown>) => call(t, 'POST', CALCULATOR_URL, { body });
  const readTable = (query = '') =>
    call(t, 'GET', `${TABLE_URL}${query}`, { cookie: admin.cookie });
  const saveTable = (body: Record<string, unknown>) =>
    call(t, 'PUT', TABLE_URL, { cookie: admin.cookie, body });
  /** The Argentine day `n` days from the app's today. */
  const inDays = (n: number) => argentineDay(new Date(t.app.ctx.now().getTime() + n * DAY));

  describe('the public calculator, by ARCA’s table of 1/02/2026', () => {
    it('shows the table in force with its date and source, cacheable', async () => {
      const answer = await call(t, 'GET', CALCULATOR_URL);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=300');
      expect(answer.json()).toEqual({
        effectiveFrom: '2026-02-01',
        source: FEBRUARY_2026_SOURCE,
        categories: FEBRUARY_2026,
      });
    });

    it('places an income exactly at A’s cap in A, and a cent over in B', async () => {
      const atCap = await calculate({ income: 10_277_988.13, activity: 'servicios' });
      expect(atCap.statusCode, atCap.body).toBe(200);
      expect(atCap.json()).toEqual({
        overLimit: false,
        category: 'A',
        monthlyTotal: 42_386.74,
        parts: { tax: 4780.46, sipa: 15_616.17, health: 21_990.11 },
        limitingParameter: 'income',
        headroom: 0,
        nextCategory: 'B',
        effectiveFrom: '2026-02-01',
        source: FEBRUARY_2026_SOURCE,
      });
      const over = await calculate({ income: 10_277_988.14, activity: 'servicios' });
      expect(over.json()).toMatchObject({ category: 'B', headroom: 4_780_459.57 });
    });

    it('lets another parameter decide, and leaves null ones out', async () => {
      const answer = await calculate({
        income: 1000,
        activity: 'bienes',
        surface: 61,
        kwh: null,
        rent: 0,
      });
      expect(answer.json()).toMatchObject({
        category: 'D',
        limitingParameter: 'surface',
        parts: { tax: 23_742.95 },
      });
    });

    it('charges goods at K less than services', async () => {
      const goods = await calculate({ income: 108_357_084.05, activity: 'bienes' });
      expect(goods.json()).toMatchObject({ category: 'K', monthlyTotal: 600_879.51 });
      expect(goods.json()).not.toHaveProperty('nextCategory');
      const services = await calculate({ income: 108_357_084.05, activity: 'servicios' });
      expect(services.json()).toMatchObject({ category: 'K', monthlyTotal: 1_381_687.9 });
    });

    it('answers over the last cap with the Régimen General, never a category', async () => {
      const over = await calculate({ income: 108_357_084.06, activity: 'servicios' });
      expect(over.statusCode).toBe(200);
      expect(over.json()).toEqual({
        overLimit: true,
        category: null,
        limitingParameter: 'income',
        message: MONOTRIBUTO_OVER_LIMIT,
        effectiveFrom: '2026-02-01',
        source: FEBRUARY_2026_SOURCE,
      });
      const tooLarge = await calculate({ income: 1000, activity: 'bienes', kwh: 20_001 });
      expect(tooLarge.json()).toMatchObject({ overLimit: true, limitingParameter: 'kwh' });
    });

    it('refuses bad fields with Spanish messages', async () => {
      const empty = await calculate({});
      expect(empty.statusCode).toBe(400);
      expect(fieldErrors(empty)).toEqual([
        { field: 'income', message: 'Indicá tus ingresos brutos de los últimos 12 meses.' },
        { field: 'activity', message: 'Elegí la actividad: servicios o venta de bienes.' },
      ]);
      const bad = await calculate({
        income: -1,
        activity: 'alquiler',
        surface: -1,
        kwh: 'mucho',
        rent: -0.01,
      });
      expect(bad.statusCode).toBe(400);
      expect(fieldErrors(bad)).toEqual([
        { field: 'income', message: 'Los ingresos brutos no pueden ser negativos.' },
        { field: 'activity', message: 'Elegí la actividad: servicios o venta de bienes.' },
        { field: 'surface', message: 'La superficie afectada (m²) no puede ser menor que 0.' },
        {
          field: 'kwh',
          message: 'La energía consumida (kWh) es un número (dejalo vacío si no tenés local).',
        },
        { field: 'rent', message: 'El alquiler anual no puede ser menor que 0.' },
      ]);
      const text = await calculate({ income: '1000', activity: 'servicios' });
      expect(fieldErrors(text).map((error) => error.field)).toEqual(['income']);
    });
  });

  describe('the panel’s tables', () => {
    it('reads the table in force today, one by its date, and every date', async () => {
      const today = await readTable();
      expect(today.statusCode, today.body).toBe(200);
      expect(today.json()).toMatchObject({
        effectiveFrom: '2026-02-01',
        source: FEBRUARY_2026_SOURCE,
        categories: FEBRUARY_2026,
      });
      expect(today.json().tables).toContainEqual({
        effectiveFrom: '2026-02-01',
        source: FEBRUARY_2026_SOURCE,
      });
      const byDate = await readTable('?effectiveFrom=2026-02-01');
      expect(byDate.json().categories).toEqual(FEBRUARY_2026);

      const none = await readTable('?effectiveFrom=2020-01-01');
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(MONOTRIBUTO_TABLE_NOT_FOUND);
      const notADay = await readTable('?effectiveFrom=2026-02-30');
      expect(notADay.statusCode).toBe(400);
      expect(fieldErrors(notADay)).toEqual([
        { field: 'effectiveFrom', message: 'La fecha no es válida (AAAA-MM-DD).' },
      ]);
    });

    it('are for administrators only', async () => {
      const visitor = await verifiedPerson(t);
      for (const [cookie, status] of [
        [undefined, 401],
        [visitor.cookie, 403],
      ] as const) {
        expect((await call(t, 'GET', TABLE_URL, { cookie })).statusCode).toBe(status);
        const put = await call(t, 'PUT', TABLE_URL, {
          cookie,
          body: { effectiveFrom: '2031-01-01', categories: FEBRUARY_2026 },
        });
        expect(put.statusCode).toBe(status);
      }
      expect((await readTable('?effectiveFrom=2031-01-01')).statusCode).toBe(404);
    });

    it('take over on their day only, with their own categories', async () => {
      const day = inDays(2);
      const saved = await saveTable({
        effectiveFrom: day,
        source: 'Tabla de prueba, solo bienes desde la I',
        categories: GOODS_ONLY_FROM_I,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        message: `Guardamos la tabla del Monotributo que rige desde el ${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)}.`,
        effectiveFrom: day,
        categories: GOODS_ONLY_FROM_I,
      });
      expect(
        saved.json().tables.map((table: { effectiveFrom: string }) => table.effectiveFrom),
      ).toEqual(['2026-02-01', day]);

      const h = categoryOf(GOODS_ONLY_FROM_I, 'H');
      const services = { income: h.maxIncome + 1, activity: 'servicios' };
      try {
        t.clock.advance(DAY);
        expect((await calculate(services)).json()).toMatchObject({
          category: 'I',
          effectiveFrom: '2026-02-01',
        });
        t.clock.advance(DAY);
        expect((await calculate(services)).json()).toMatchObject({
          overLimit: true,
          limitingParameter: 'income',
          effectiveFrom: day,
        });
        expect((await calculate({ ...services, activity: 'bienes' })).json()).toMatchObject({
          category: 'I',
          effectiveFrom: day,
        });
        expect((await call(t, 'GET', CALCULATOR_URL)).json().effectiveFrom).toBe(day);
        expect((await readTable()).json().effectiveFrom).toBe(day);
      } finally {
        t.clock.advance(-2 * DAY);
      }
      expect((await readTable()).json().effectiveFrom).toBe('2026-02-01');
    });

    it('are replaced whole on the same day, keeping the source when none is sent', async () => {
      const first = await saveTable({
        effectiveFrom: '2030-08-01',
        source: 'ARCA, valores de agosto de 2030',
        categories: FEBRUARY_2026,
      });
      expect(first.statusCode, first.body).toBe(200);
      const three: MonotributoCategory[] = [...FEBRUARY_2026.slice(0, 3)].reverse();
      const replaced = await saveTable({ effectiveFrom: '2030-08-01', categories: three });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json()).toMatchObject({
        source: 'ARCA, valores de agosto de 2030',
        categories: FEBRUARY_2026.slice(0, 3),
      });
      const dates = replaced
        .json()
        .tables.map((table: { effectiveFrom: string }) => table.effectiveFrom);
      expect(dates.filter((date: string) => date === '2030-08-01')).toHaveLength(1);
    });

    it('refuse bad tables with Spanish messages on the field', async () => {
      const body = (categories: unknown[], effectiveFrom = '2031-03-01') => ({
        effectiveFrom,
        categories,
      });
      const [a, b, c] = FEBRUARY_2026 as [
        MonotributoCategory,
        MonotributoCategory,
        MonotributoCategory,
      ];
      const cases: [unknown, { field: string; message: string }[]][] = [
        [
          body([a], '2031-02-30'),
          [{ field: 'effectiveFrom', message: 'Indicá desde qué día rige la tabla (AAAA-MM-DD).' }],
        ],
        [body([]), [{ field: 'categories', message: 'La tabla tiene al menos una categoría.' }]],
        [
          body([a, b, { ...c, maxIncome: -1, sipa: 1.005, maxKwh: 10.5, letter: 'Z' }]),
          [
            { field: 'categories.2.letter', message: 'La categoría es una letra de la A a la K.' },
            {
              field: 'categories.2.maxIncome',
              message: 'El ingreso bruto anual máximo no puede ser menor que 0.',
            },
            {
              field: 'categories.2.maxKwh',
              message: 'La energía anual máxima (kWh) es un número entero.',
            },
            {
              field: 'categories.2.sipa',
              message: 'El aporte al SIPA admite hasta dos decimales.',
            },
          ],
        ],
        [
          body([{ ...a, taxServices: undefined }]),
          [
            {
              field: 'categories.0.taxServices',
              message: 'Indicá el impuesto integrado por servicios en pesos.',
            },
          ],
        ],
        [
          body([a, b, b]),
          [{ field: 'categories.2.letter', message: 'La categoría B está repetida.' }],
        ],
        [
          body([a, c]),
          [
            {
              field: 'categories.1.letter',
              message: 'Falta la categoría B: las categorías van seguidas desde la A.',
            },
          ],
        ],
        [
          body([a, { ...b, maxSurface: 29, maxIncome: a.maxIncome }]),
          [
            {
              field: 'categories.1.maxIncome',
              message: 'El ingreso bruto máximo de la B tiene que ser mayor que en la A.',
            },
            {
              field: 'categories.1.maxSurface',
              message: 'La superficie máxima de la B no puede ser menor que en la A.',
            },
          ],
        ],
        [
          // Sent out of order: the field is the one sent, at its own index.
          body([b, { ...a, maxRent: 2_390_229.81 }]),
          [
            {
              field: 'categories.0.maxRent',
              message: 'El alquiler máximo de la B no puede ser menor que en la A.',
            },
          ],
        ],
        [
          body([a, { ...b, taxServices: null }, c]),
          [
            {
              field: 'categories.2.taxServices',
              message:
                'La B es solo para venta de bienes: la C tampoco puede ofrecerse a servicios (dejá su impuesto por servicios vacío).',
            },
          ],
        ],
      ];
      for (const [sent, errors] of cases) {
        const answer = await saveTable(sent as Record<string, unknown>);
        expect(answer.statusCode, JSON.stringify(sent)).toBe(400);
        expect(fieldErrors(answer), JSON.stringify(sent)).toEqual(errors);
      }
      expect((await readTable('?effectiveFrom=2031-03-01')).statusCode).toBe(404);
    });
  });
});
