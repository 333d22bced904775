import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { bareCourse } from '../../../../tests/support/courses';
import { fixtureWebDir } from '../../../../tests/support/web-fixture';
import { insertCourse } from '../courses/course-store';
import { pageAddress } from './routes';

const course = (title: string, slug: string, visibility: boolean) =>
  bareCourse({
    title,
    slug,
    visibility,
    price: 10000,
    pictureUrl: `/uploads/courses/${slug}.webp`,
  });

describe('pages, head tags, robots and sitemap', () => {
  let t: TestApp;
  let visibleId: number;
  let hiddenId: number;
  beforeAll(async () => {
    t = await createTestApp({
      webDir: fixtureWebDir(),
      env: { APP_URL: 'https://www.example.com.ar' },
    });
    visibleId = await insertCourse(t.db, course('Monotributo & Ganancias', 'monotributo', true));
    hiddenId = await insertCourse(t.db, course('Curso oculto', 'oculto', false));
  });
  afterAll(async () => t.close());

  it('sends each public page with its own title, description and Open Graph tags', async () => {
    const response = await t.app.inject({ url: '/services' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<title>Servicios | Estudio Ferraro</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="description" content="Asesoramiento impositivo/);
    expect(html).toContain('<meta property="og:title" content="Servicios | Estudio Ferraro" />');
    expect(html).toContain(
      '<meta property="og:url" content="https://www.example.com.ar/services" />',
    );
    expect(html).toContain('<link rel="canonical" href="https://www.example.com.ar/services" />');
  });

  it('serves the consumer-law pages to anyone, listed for search engines', async () => {
    const arrepentimiento = await t.app.inject({ url: '/arrepentimiento' });
    expect(arrepentimiento.statusCode).toBe(200);
    expect(arrepentimiento.body).toContain(
      '<title>Botón de Arrepentimiento | Estudio Ferraro</title>',
    );
    const baja = await t.app.inject({ url: '/baja' });
    expect(baja.body).toContain('<title>Botón de Baja | Estudio Ferraro</title>');
    const confirm = await t.app.inject({ url: '/baja/confirmar/abc/def' });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('noindex');
    const link = await t.app.inject({ url: '/arrepentimiento/confirmar/abc' });
    expect(link.statusCode).toBe(200);
    expect(link.body).toContain('noindex');
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<loc>https://www.example.com.ar/arrepentimiento</loc>');
    expect(sitemap).toContain('<loc>https://www.example.com.ar/baja</loc>');
  });

  it('gives a visible course page the course title, escaped, and its cover as og:image', async () => {
    const html = (await t.app.inject({ url: `/courses/${visibleId}/monotributo` })).body;
    expect(html).toContain('<title>Monotributo &amp; Ganancias | Estudio Ferraro</title>');
    expect(html).toContain(
      `<meta property="og:image" content="https://www.example.com.ar/uploads/courses/monotributo.webp" />`,
    );
    expect(html).toContain('<meta property="og:type" content="article" />');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@type': 'Course',
      name: 'Monotributo & Ganancias',
      offers: { price: 10000, priceCurrency: 'ARS' },
      url: `https://www.example.com.ar/courses/${visibleId}/monotributo`,
    });
  });

  it('keeps a course title from breaking out of the JSON-LD script', async () => {
    const id = await insertCourse(t.db, course('</script><script>alert(1)</script>', 'xss', true));
    t.app.ctx.catalogue.invalidate();
    const html = (await t.app.inject({ url: `/courses/${id}/xss` })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it('answers 404 with the not-found page for unknown paths and hidden courses', async () => {
    for (const url of ['/no-existe', `/courses/${hiddenId}/oculto`, '/courses/999/nada']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<title>Página no encontrada | Estudio Ferraro</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('keeps private pages out of search engines', async () => {
    const response = await t.app.inject({ url: '/account/profile' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers unknown API calls with a JSON 404, never the page', async () => {
    const response = await t.app.inject({ url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'El recurso solicitado no existe.' });
  });

  it('serves hashed assets cached for a year and compressed', async () => {
    const response = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toMatch(/br|gzip/);
  });

  it('compresses pages for browsers that accept it, and keeps other methods out', async () => {
    const response = await t.app.inject({
      url: `/courses/${visibleId}/monotributo`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toMatch(/br|gzip/);
    const post = await t.app.inject({ method: 'POST', url: '/courses' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: 'El recurso solicitado no existe.' });
  });

  it('builds canonical and og:url from APP_URL, whatever host the address smuggles in', async () => {
    for (const url of ['//evil.example/x', '///evil.example//courses', '/\\evil.example']) {
      const html = (await t.app.inject({ url })).body;
      for (const [, address] of html.matchAll(/(?:og:url" content|canonical" href)="([^"]*)"/g)) {
        expect(address, url).toMatch(/^https:\/\/www\.example\.com\.ar\//);
      }
      expect(html, url).toContain('og:url');
    }
  });

  it('never serves the raw template', async () => {
    const response = await t.app.inject({ url: '/index.html' });
    expect(response.body).not.toContain('<!--app-head-->');
  });

  it('sends security headers with a Content-Security-Policy that allows YouTube embeds', async () => {
    const response = await t.app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('frame-src https://www.youtube.com https://www.youtube-nocookie.com');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('lists public pages and visible courses only in sitemap.xml', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml).toContain('<loc>https://www.example.com.ar/</loc>');
    expect(xml).toContain('<loc>https://www.example.com.ar/terms-and-conditions</loc>');
    expect(xml).toContain(`<loc>https://www.example.com.ar/courses/${visibleId}/monotributo</loc>`);
    expect(xml).not.toContain('oculto');
  });

  it('points robots.txt at the sitemap and away from private areas', async () => {
    const text = (await t.app.inject({ url: '/robots.txt' })).body;
    expect(text).toContain('Sitemap: https://www.example.com.ar/sitemap.xml');
    expect(text).toContain('Disallow: /account/');
    expect(text).toContain('Disallow: /panel/');
  });
});

describe('pageAddress', () => {
  it('keeps a page of this site whatever slashes the address carries', () => {
    expect(pageAddress('//evil.example/x?a=1')).toEqual({
      path: '/evil.example/x',
      search: '?a=1',
    });
    expect(pageAddress('/\\evil.example')).toEqual({ path: '/evil.example', search: '' });
    expect(pageAddress('/courses/')).toEqual({ path: '/courses', search: '' });
    expect(pageAddress('/')).toEqual({ path: '/', search: '' });
  });
});
