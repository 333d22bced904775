import { describe, expect, it } from 'vitest';
import type { AdminBundle } from '../../../../shared/responses/bundles';
import { bundleBody, bundleFormValues, bundleSaving, typedPrice } from './bundle-values';

const BUNDLE: AdminBundle = {
  id: 4,
  slug: 'impuestos',
  title: 'Impuestos',
  description: 'Del IVA a Ganancias.',
  picture: { url: '/uploads/covers/ruta.webp' },
  visibility: false,
  price: 80_000,
  salePrice: 70_000.5,
  saleEndsAt: '2026-12-01T02:59:00.000Z',
  courseIds: [3, 1],
  sales: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the bundle form', () => {
  it('edits a bundle in Argentine time and sends it back as the API takes it', () => {
    const values = bundleFormValues(BUNDLE);
    expect(values).toMatchObject({
      visibility: 'false',
      price: '80000',
      salePrice: '70000.5',
      saleEndsAt: '2026-11-30T23:59',
      picture: '/uploads/covers/ruta.webp',
      courseIds: [3, 1],
    });
    expect(bundleBody(values)).toMatchObject({
      visibility: false,
      price: '80000',
      salePrice: '70000.5',
      saleEndsAt: '2026-11-30T23:59:00-03:00',
      courseIds: [3, 1],
    });
  });

  it('sends an empty sale as none', () => {
    const body = bundleBody({ ...bundleFormValues(BUNDLE), salePrice: '', saleEndsAt: '' });
    expect(body).toMatchObject({ salePrice: null, saleEndsAt: null });
  });

  it('adds up the chosen courses and says what the bundle saves', () => {
    const courses = [
      { id: 1, price: 50_000 },
      { id: 2, price: 999 },
      { id: 3, price: 50_000.1 },
    ];
    expect(bundleSaving([3, 1], courses, 80_000)).toEqual({
      separate: 100_000.1,
      saving: 20_000.1,
      percent: 20,
    });
    expect(bundleSaving([3, 1], courses, null)).toEqual({
      separate: 100_000.1,
      saving: null,
      percent: null,
    });
    expect(bundleSaving([], courses, 10).percent).toBeNull();
    expect([typedPrice(''), typedPrice('12500.5'), typedPrice('abc')]).toEqual([
      null,
      12_500.5,
      null,
    ]);
  });
});
