import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

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
