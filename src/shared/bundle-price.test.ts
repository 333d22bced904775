import { describe, expect, it } from 'vitest';
import { bundlePriceFor, bundleShares } from './bundle-price';

const courses = [
  { id: 1, price: 30_000 },
  { id: 2, price: 20_000 },
  { id: 3, price: 50_000 },
];

describe("a bundle's price shared among its courses", () => {
  it('gives each course a share in proportion to its list price', () => {
    expect(bundleShares(80_000, courses)).toEqual(
      new Map([
        [1, 24_000],
        [2, 16_000],
        [3, 40_000],
      ]),
    );
  });

  it('adds up to the price to the cent, the rounding left to the last course', () => {
    const shares = bundleShares(100, [
      { id: 1, price: 1 },
      { id: 2, price: 1 },
      { id: 3, price: 1 },
    ]);
    expect([...shares.values()]).toEqual([33.33, 33.33, 33.34]);
  });

  it('shares equally among courses without a price', () => {
    const shares = bundleShares(9_000, [
      { id: 1, price: 0 },
      { id: 2, price: 0 },
    ]);
    expect([...shares.values()]).toEqual([4_500, 4_500]);
  });
});

describe("a bundle's price for a buyer who owns some of its courses", () => {
  it('is the whole price for a buyer who owns none', () => {
    expect(bundlePriceFor(80_000, courses, new Set())).toEqual({
      price: 80_000,
      credit: 0,
      ownedCount: 0,
    });
  });

  it("takes off the owned courses' shares, not their list prices", () => {
    expect(bundlePriceFor(80_000, courses, new Set([3]))).toEqual({
      price: 40_000,
      credit: 40_000,
      ownedCount: 1,
    });
    expect(bundlePriceFor(80_000, courses, new Set([1, 2]))).toEqual({
      price: 40_000,
      credit: 40_000,
      ownedCount: 2,
    });
  });

  it('ignores courses owned outside the bundle', () => {
    expect(bundlePriceFor(80_000, courses, new Set([99]))?.price).toBe(80_000);
  });

  it('has nothing to sell to a buyer who owns every course', () => {
    expect(bundlePriceFor(80_000, courses, new Set([1, 2, 3]))).toBeNull();
  });

  it('keeps cents exact with an odd price', () => {
    const owner = bundlePriceFor(99_999.99, courses, new Set([2]));
    expect(owner).toEqual({ price: 80_000, credit: 19_999.99, ownedCount: 1 });
  });
});
