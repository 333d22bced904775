import { describe, expect, it } from 'vitest';
import {
  FEBRUARY_2026,
  FEBRUARY_2026_SOURCE,
  GOODS_ONLY_FROM_I,
} from '../../../../../tests/support/monotributo';
import { dayHint, NOT_AN_AMOUNT, tableBody, tableStatus, tableValues } from './table-values';

const TABLE = {
  effectiveFrom: '2026-02-01',
  source: FEBRUARY_2026_SOURCE,
  categories: FEBRUARY_2026,
};

describe("the panel's monotributo table as a form", () => {
  it('shows amounts as Argentina writes them, and counts without cents', () => {
    const [a] = tableValues(TABLE).rows;
    expect(a).toEqual({
      letter: 'A',
      maxIncome: '10.277.988,13',
      maxSurface: '30',
      maxKwh: '3.330',
      maxRent: '2.390.229,80',
      taxServices: '4.780,46',
      taxGoods: '4.780,46',
      sipa: '15.616,17',
      health: '21.990,11',
    });
    expect(tableValues({ ...TABLE, categories: GOODS_ONLY_FROM_I }).rows[8]!.taxServices).toBe('');
  });

  it('sends back what it shows, and plain numbers as typed', () => {
    const values = tableValues({ ...TABLE, categories: GOODS_ONLY_FROM_I });
    expect(tableBody(values)).toEqual({
      body: {
        effectiveFrom: '2026-02-01',
        source: FEBRUARY_2026_SOURCE,
        categories: GOODS_ONLY_FROM_I,
      },
      errors: {},
    });
    values.rows[0]!.maxIncome = '10277988.5';
    values.source = '  ';
    const { body } = tableBody(values);
    expect(body.categories[0]!.maxIncome).toBe(10_277_988.5);
    expect(body).not.toHaveProperty('source');
  });

  it('marks a cell that is not a number, and leaves an empty one for the server', () => {
    const values = tableValues(TABLE);
    values.rows[2]!.sipa = 'mucho';
    values.rows[1]!.taxServices = '-5';
    values.rows[0]!.health = '';
    const { body, errors } = tableBody(values);
    expect(errors).toEqual({
      'categories.2.sipa': NOT_AN_AMOUNT,
      'categories.1.taxServices': NOT_AN_AMOUNT,
    });
    expect(body.categories[0]!.health).toBeNaN();
  });

  it('says how a table stands and what saving its day does', () => {
    expect(tableStatus('2026-02-01', '2026-02-01')).toBe('Vigente desde 01/02/2026');
    expect(tableStatus('2025-08-01', '2026-02-01')).toBe('Rigió desde 01/08/2025');
    expect(tableStatus('2099-01-01', '2026-02-01')).toBe('Regirá desde 01/01/2099');
    expect(dayHint('2026-02-01', ['2026-02-01'])).toMatch(/^Ya hay una tabla .* 01\/02\/2026: /);
    expect(dayHint('2099-01-01', ['2026-02-01'])).toMatch(/^Con una fecha nueva se guarda otra/);
  });
});
