import { describe, expect, it } from 'vitest';
import { bundleSaving, ownedCount } from './bundle-saving';

const NOW = new Date('2026-03-10T12:00:00Z');

describe('what a bundle saves', () => {
  it('compares the list price with its courses one by one', () => {
    const bundle = { price: 50000, salePrice: null, saleEndsAt: null, separatePrice: 65000.5 };
    expect(bundleSaving(bundle, NOW)).toEqual({ price: 50000, separate: 65000.5, saving: 15000.5 });
  });

  it('takes the sale price while the sale is in force, and the list price after it', () => {
    const bundle = {
      price: 50000,
      salePrice: 40000,
      saleEndsAt: '2026-03-11T03:00:00.000Z',
      separatePrice: 60000,
    };
    expect(bundleSaving(bundle, NOW).saving).toBe(20000);
    expect(bundleSaving(bundle, new Date('2026-03-11T03:00:00Z')).saving).toBe(10000);
  });

  it('saves nothing when the courses cost less one by one', () => {
    const bundle = { price: 70000, salePrice: null, saleEndsAt: null, separatePrice: 60000 };
    expect(bundleSaving(bundle, NOW).saving).toBe(0);
  });

  it('keeps the cents exact', () => {
    const bundle = { price: 0.3, salePrice: null, saleEndsAt: null, separatePrice: 0.5 };
    expect(bundleSaving(bundle, NOW).saving).toBe(0.2);
  });
});

describe('the courses of a bundle a person owns', () => {
  it('counts those among the owned, once each', () => {
    expect(ownedCount([1, 2, 3], [3, 1, 9, 1])).toBe(2);
    expect(ownedCount([1, 2], [])).toBe(0);
  });
});
