import { describe, expect, it } from 'vitest';
import { priceInForce, saleInForce } from './pricing';

const endsAt = '2026-12-01T03:00:00.000Z';
const end = Date.parse(endsAt);

describe('the price in force', () => {
  it('is the sale price until the end, exclusive, and the list price from then on', () => {
    const course = { price: 24900, salePrice: 19900, saleEndsAt: endsAt };
    expect(priceInForce(course, end - 1)).toBe(19900);
    expect(priceInForce(course, new Date(end))).toBe(24900);
    expect(saleInForce(course, end - 1)).toEqual({ price: 19900, endsAt: new Date(endsAt) });
    expect(saleInForce(course, end)).toBeNull();
  });

  it('is the list price for a course without a sale, whatever half of one it has', () => {
    expect(priceInForce({ price: 24900, salePrice: null, saleEndsAt: null }, 0)).toBe(24900);
    expect(priceInForce({ price: 24900, salePrice: 19900, saleEndsAt: null }, 0)).toBe(24900);
    expect(priceInForce({ price: 24900, salePrice: null, saleEndsAt: new Date(end) }, 0)).toBe(
      24900,
    );
  });
});
