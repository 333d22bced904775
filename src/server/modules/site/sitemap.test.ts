import { describe, expect, it } from 'vitest';
import type { BundleCard } from '../../../shared/responses/bundles';
import { buildSitemap } from './sitemap';

const bundle: BundleCard = {
  id: 3,
  slug: 'ruta-de-sueldos',
  title: 'Ruta de sueldos',
  description: 'Liquidación de sueldos de punta a punta.',
  picture: null,
  courseCount: 2,
  separatePrice: 60000,
  price: 50000,
  salePrice: null,
  saleEndsAt: null,
  updatedAt: '2026-02-14T15:00:00.000Z',
};

describe('sitemap.xml', () => {
  it("lists each visible route's page with its last change", () => {
    expect(buildSitemap('https://estudio.example', [], [bundle])).toContain(
      '<url><loc>https://estudio.example/rutas/3/ruta-de-sueldos</loc><lastmod>2026-02-14</lastmod></url>',
    );
  });
});
