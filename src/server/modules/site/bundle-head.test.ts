import { describe, expect, it } from 'vitest';
import type { BundleDetail } from '../../../shared/responses/bundles';
import { bundleHead } from './bundle-head';
import { HEAD_PLACEHOLDER, renderPageHtml } from './render-html';

const course = (id: number, visible: boolean) => ({
  id,
  slug: `curso-${id}`,
  title: `Curso ${id}`,
  description: `Lo que enseña el curso ${id}.`,
  picture: null,
  visible,
  price: 30000,
  salePrice: null,
  saleEndsAt: null,
});

const bundle: BundleDetail = {
  id: 4,
  slug: 'ruta-impuestos',
  title: 'Ruta de impuestos',
  description: 'Los impuestos, de cero a la práctica.',
  picture: { url: '/uploads/courses/ruta.webp' },
  courseCount: 2,
  separatePrice: 60000,
  updatedAt: '2026-03-01T12:00:00.000Z',
  price: 50000,
  salePrice: 45000,
  saleEndsAt: '2026-03-31T03:00:00.000Z',
  installments: { max: 6, interestFree: false },
  courses: [course(1, true), course(2, false)],
};

/** The JSON-LD blocks of a rendered head, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe("a bundle's page head", () => {
  const html = renderPageHtml(
    `<head>${HEAD_PLACEHOLDER}</head>`,
    bundleHead(bundle, new Date('2026-03-10T12:00:00Z')),
    'https://estudio.example',
  );

  it('is the bundle as a Product with its offer in force, at its canonical address', () => {
    expect(html).toContain(
      '<link rel="canonical" href="https://estudio.example/rutas/4/ruta-impuestos" />',
    );
    expect(jsonLdOf(html)[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ruta de impuestos',
      description: 'Los impuestos, de cero a la práctica.',
      offers: {
        '@type': 'Offer',
        price: 45000,
        priceCurrency: 'ARS',
        priceValidUntil: '2026-03-30',
        availability: 'https://schema.org/InStock',
      },
      url: 'https://estudio.example/rutas/4/ruta-impuestos',
      image: 'https://estudio.example/uploads/courses/ruta.webp',
    });
  });

  it('lists its courses in order, with the address of those that have a page', () => {
    const list = jsonLdOf(html)[1] as { '@type': string; itemListElement: unknown[] };
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        item: expect.objectContaining({
          '@type': 'Course',
          name: 'Curso 1',
          url: 'https://estudio.example/courses/1/curso-1',
        }),
      },
      {
        '@type': 'ListItem',
        position: 2,
        item: expect.not.objectContaining({ url: expect.anything() }),
      },
    ]);
  });
});
