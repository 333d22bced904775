import { describe, expect, it } from 'vitest';
import {
  categoryOf,
  FEBRUARY_2026,
  GOODS_ONLY_FROM_I,
} from '../../../../tests/support/monotributo';
import { placeInCategory, type Figures } from './category-rule';

// The rule alone, no database: ARCA's table of 1/02/2026, and the same with I–K for goods only.

const servicios = (fields: Partial<Figures> = {}): Figures => ({
  income: 1000,
  activity: 'servicios',
  ...fields,
});
const place = (fields: Partial<Figures>, table = FEBRUARY_2026) =>
  placeInCategory(table, servicios(fields));
const measured = (parameter: 'surface' | 'kwh' | 'rent', value: number) =>
  ({ [parameter]: value }) as Partial<Figures>;
const letterOf = (fields: Partial<Figures>, table = FEBRUARY_2026) => place(fields, table).category;

describe('the monotributo category of a taxpayer', () => {
  describe('at every boundary', () => {
    const boundaries = FEBRUARY_2026.map((category, index) => ({
      ...category,
      next: FEBRUARY_2026[index + 1]?.letter ?? null,
    }));

    it.each(boundaries)(
      '$letter: income exactly at its cap is in it; a cent or a peso over, the next',
      (category) => {
        expect(letterOf({ income: category.maxIncome })).toBe(category.letter);
        expect(letterOf({ income: category.maxIncome + 0.01 })).toBe(category.next);
        expect(letterOf({ income: category.maxIncome + 1 })).toBe(category.next);
      },
    );

    // Several categories may share a cap (A and B the rent's): the boundary is at the lowest.
    const capBoundaries = (cap: 'maxSurface' | 'maxKwh' | 'maxRent', over: number) =>
      FEBRUARY_2026.filter(
        (category, index) => FEBRUARY_2026[index - 1]?.[cap] !== category[cap],
      ).map((category) => ({
        letter: category.letter,
        at: category[cap],
        over: category[cap] + over,
        next: FEBRUARY_2026.find((other) => other[cap] > category[cap])?.letter ?? null,
      }));
    const PARAMETERS = [
      ['surface', capBoundaries('maxSurface', 1)],
      ['kwh', capBoundaries('maxKwh', 1)],
      ['rent', capBoundaries('maxRent', 0.01)],
    ] as const;

    it.each(PARAMETERS)(
      '%s exactly at a cap is the lowest category with it; over, the next',
      (parameter, caps) => {
        for (const { letter, at, over, next } of caps) {
          expect(letterOf(measured(parameter, at)), `${parameter} ${at}`).toBe(letter);
          expect(letterOf(measured(parameter, over)), `${parameter} ${over}`).toBe(next);
        }
      },
    );
  });

  describe('the limiting parameter', () => {
    it('is the income when nothing else is given, or when the others fit lower', () => {
      expect(place({ income: 20_000_000 })).toMatchObject({
        category: 'C',
        limitingParameter: 'income',
      });
      expect(place({ income: 20_000_000, surface: 40, kwh: 4000, rent: 1 })).toMatchObject({
        category: 'C',
        limitingParameter: 'income',
      });
    });

    it('is the surface when it alone needs a higher category', () => {
      expect(place({ surface: 30 })).toMatchObject({ category: 'A', limitingParameter: 'income' });
      expect(place({ surface: 31 })).toMatchObject({ category: 'B', limitingParameter: 'surface' });
      expect(place({ surface: 150.5 })).toMatchObject({
        category: 'G',
        limitingParameter: 'surface',
      });
    });

    it('is the energy when it alone needs a higher category', () => {
      expect(place({ kwh: 3330 })).toMatchObject({ category: 'A' });
      expect(place({ kwh: 3331 })).toMatchObject({ category: 'B', limitingParameter: 'kwh' });
      expect(place({ kwh: 16_501, surface: 10 })).toMatchObject({
        category: 'G',
        limitingParameter: 'kwh',
      });
    });

    it('is the rent when it alone needs a higher category (A and B share a cap)', () => {
      expect(place({ rent: 2_390_229.8 })).toMatchObject({ category: 'A' });
      expect(place({ rent: 2_390_229.81 })).toMatchObject({
        category: 'C',
        limitingParameter: 'rent',
      });
      expect(place({ rent: 4_939_808.24 })).toMatchObject({
        category: 'H',
        limitingParameter: 'rent',
      });
    });

    it('on a tie goes to income, then surface, kWh and rent', () => {
      const b = categoryOf(FEBRUARY_2026, 'B');
      expect(place({ income: b.maxIncome, surface: 45, kwh: 5000 })).toMatchObject({
        category: 'B',
        limitingParameter: 'income',
      });
      expect(place({ surface: 45, kwh: 5000, rent: 1 })).toMatchObject({
        category: 'B',
        limitingParameter: 'surface',
      });
      expect(place({ kwh: 5000, rent: 2_390_229.81 })).toMatchObject({
        category: 'C',
        limitingParameter: 'rent',
      });
      expect(place({ kwh: 6700, rent: 2_390_229.81 })).toMatchObject({
        category: 'C',
        limitingParameter: 'kwh',
      });
    });

    it('takes 0 and parameters left out as fitting everywhere', () => {
      expect(place({ income: 0, surface: 0, kwh: 0, rent: 0 })).toMatchObject({
        category: 'A',
        limitingParameter: 'income',
      });
    });
  });

  describe('what it costs a month', () => {
    it('is the tax of the activity, SIPA and health, to the cent', () => {
      expect(place({ income: 10_277_988.13 })).toMatchObject({
        category: 'A',
        monthlyTotal: 42_386.74,
        parts: { tax: 4780.46, sipa: 15_616.17, health: 21_990.11 },
      });
      expect(place({ income: 100_000_000 })).toMatchObject({
        category: 'K',
        monthlyTotal: 1_381_687.9,
      });
      expect(
        placeInCategory(FEBRUARY_2026, { income: 100_000_000, activity: 'bienes' }),
      ).toMatchObject({
        category: 'K',
        monthlyTotal: 600_879.51,
        parts: { tax: 390_404.2, sipa: 135_262.74, health: 75_212.57 },
      });
      expect(
        placeInCategory(FEBRUARY_2026, { income: 16_000_000, activity: 'bienes' }),
      ).toMatchObject({
        category: 'C',
        parts: { tax: 14_341.38 },
      });
    });
  });

  describe('headroom and the next category', () => {
    it('says how much income is left in the category, rounded to the cent', () => {
      expect(place({ income: 10_000_000 })).toMatchObject({
        category: 'A',
        headroom: 277_988.13,
        nextCategory: 'B',
      });
      expect(place({ income: 10_277_988.13 })).toMatchObject({ headroom: 0 });
    });

    it('counts from the category another parameter decided', () => {
      expect(place({ income: 1000, surface: 100 })).toMatchObject({
        category: 'E',
        headroom: 30_832_964.37,
        nextCategory: 'F',
      });
    });

    it('has no next category at the last one', () => {
      const last = place({ income: 108_357_084.05 });
      expect(last).toMatchObject({ category: 'K', headroom: 0 });
      expect(last).not.toHaveProperty('nextCategory');
    });
  });

  describe('goods against services', () => {
    const bienes = (income: number) =>
      placeInCategory(GOODS_ONLY_FROM_I, { income, activity: 'bienes' });
    const h = categoryOf(GOODS_ONLY_FROM_I, 'H');

    it('offers goods-only categories to goods alone', () => {
      expect(bienes(h.maxIncome + 0.01)).toMatchObject({ category: 'I', overLimit: false });
      expect(letterOf({ income: h.maxIncome + 0.01 }, GOODS_ONLY_FROM_I)).toBeNull();
      expect(place({ income: h.maxIncome + 0.01 }, GOODS_ONLY_FROM_I)).toMatchObject({
        overLimit: true,
        limitingParameter: 'income',
      });
    });

    it('ends services at the last category open to them', () => {
      const servicesAtH = place({ income: h.maxIncome }, GOODS_ONLY_FROM_I);
      expect(servicesAtH).toMatchObject({ category: 'H', overLimit: false });
      expect(servicesAtH).not.toHaveProperty('nextCategory');
      expect(bienes(h.maxIncome)).toMatchObject({ category: 'H', nextCategory: 'I' });
      expect(bienes(108_357_084.05)).toMatchObject({ category: 'K', monthlyTotal: 600_879.51 });
    });
  });

  describe('over the last cap', () => {
    it('of income: no category, whatever the activity', () => {
      for (const activity of ['servicios', 'bienes'] as const) {
        const over = placeInCategory(FEBRUARY_2026, { income: 108_357_084.06, activity });
        expect(over).toEqual({ overLimit: true, category: null, limitingParameter: 'income' });
      }
    });

    it('of another parameter: no category, and that parameter named', () => {
      expect(place({ surface: 201 })).toEqual({
        overLimit: true,
        category: null,
        limitingParameter: 'surface',
      });
      expect(place({ kwh: 20_001 })).toMatchObject({ overLimit: true, limitingParameter: 'kwh' });
      expect(place({ rent: 7_170_689.4 })).toMatchObject({
        overLimit: true,
        limitingParameter: 'rent',
      });
    });

    it('of several: income first, then surface, kWh and rent', () => {
      expect(place({ income: 2e8, rent: 1e9 })).toMatchObject({ limitingParameter: 'income' });
      expect(place({ kwh: 1e6, surface: 1e6 })).toMatchObject({ limitingParameter: 'surface' });
    });
  });
});
