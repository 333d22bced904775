// /monotributo as the server renders it (entry-server.tsx), with the table in force it read first.
import { describe, expect, it } from 'vitest';
import { pageDataReading } from '../../../../tests/support/page-data';
import type { MonotributoTable } from '../../../shared/responses/monotributo';
import { render } from '../../entry-server';

const category = (letter: 'A' | 'K', maxIncome: number, taxServices: number | null) => ({
  letter,
  maxIncome,
  maxSurface: letter === 'A' ? 30 : 200,
  maxKwh: letter === 'A' ? 3330 : 20000,
  maxRent: 2390229.8,
  taxServices,
  taxGoods: 4780.46,
  sipa: 15616.17,
  health: 21990.11,
});

const TABLE: MonotributoTable = {
  effectiveFrom: '2026-02-01',
  source: 'ARCA, valores de aplicación desde el 1/02/2026',
  categories: [category('A', 10277988.13, 4780.46), category('K', 108357084.05, null)],
};

const pageData = pageDataReading({ monotributoTable: async () => TABLE });

describe('/monotributo rendered on the server', () => {
  it('arrives with the calculator and the table in force: its date, source, caps and totals', async () => {
    const page = await render('/monotributo', pageData, false);
    const html = page?.html ?? '';
    for (const text of [
      'Calculadora de Monotributo',
      'Ingresos brutos de los últimos 12 meses (ARS)',
      'La tabla vigente desde el 01/02/2026',
      'Fuente: ARCA, valores de aplicación desde el 1/02/2026',
      '$\u00a010.277.988,13',
      '3.330 kWh',
      // A: 4.780,46 + 15.616,17 + 21.990,11; K is for goods only in this table.
      '$\u00a042.386,74',
      'Solo bienes',
      'href="/consultas"',
    ]) {
      expect(html).toContain(text);
    }
    expect(JSON.stringify(page?.state)).toContain('monotributo-table');
  });
});
