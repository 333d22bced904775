import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, hasAtMostCents, parseAmount } from './money';

const intl = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' });

describe('formatPrice', () => {
  it('prints pesos as Argentina writes them', () => {
    expect(formatPrice(25000)).toBe('$\u00a025.000,00');
    expect(formatPrice(0)).toBe('$\u00a00,00');
    expect(formatPrice(1234567.5)).toBe('$\u00a01.234.567,50');
    expect(formatPrice(-1234.5)).toBe('-$\u00a01.234,50');
  });

  it('prints every amount in cents exactly as Intl does for es-AR', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const amount = cents / 100;
        expect(formatPrice(amount)).toBe(intl.format(amount));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseAmount', () => {
  it('reads pesos as people type them here, and plain numbers', () => {
    expect(parseAmount('10.277.988,13')).toBe(10277988.13);
    expect(parseAmount('$ 2.390.229,80')).toBe(2390229.8);
    expect(parseAmount('2500,5')).toBe(2500.5);
    expect(parseAmount('1.500')).toBe(1500);
    expect(parseAmount('10277988.13')).toBe(10277988.13);
    expect(parseAmount('0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const typed of ['', 'abc', '-5', '1,2,3', '1.5.', '12,345', '1.23.456']) {
      expect(parseAmount(typed)).toBeNull();
    }
  });
});

describe('hasAtMostCents', () => {
  it('takes any amount of two decimals, those floating point writes inexactly too', () => {
    for (const amount of [0, 1.13, 10277988.13, 2390229.8, 25000, 0.29, 4.35]) {
      expect(hasAtMostCents(amount)).toBe(true);
    }
  });

  it('refuses a third decimal', () => {
    for (const amount of [1.005, 0.001, 25000.125]) expect(hasAtMostCents(amount)).toBe(false);
  });
});
