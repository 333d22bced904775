import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { MAIL_SAMPLES } from './mail-samples';

describe('the e-mail previews at /dev/emails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('list every template, each with its subject and links to both parts', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/dev/emails' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('text/html');
    for (const sample of MAIL_SAMPLES) {
      expect(index.body).toContain(`href="/dev/emails/${sample.name}"`);
      expect(index.body).toContain(`href="/dev/emails/${sample.name}/text"`);
    }
    expect(index.body).toContain('Confirmamos tu compra: Monotributo de cero');
  });

  it('show a template as it is sent: the HTML part, and the text part beside it', async () => {
    const html = await t.app.inject({ method: 'GET', url: '/dev/emails/codigo-verificacion' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('482913');
    expect(html.body).toContain(`CUIT 20-12345678-6`);
    // The mail's inline styles are allowed on this page; nothing else is loaded.
    expect(html.headers['content-security-policy']).toContain("style-src 'unsafe-inline'");

    const text = await t.app.inject({ method: 'GET', url: '/dev/emails/codigo-verificacion/text' });
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-type']).toContain('text/plain');
    expect(text.body).toContain('ingresá este código en el sitio:\n\n    482913');

    const unknown = await t.app.inject({ method: 'GET', url: '/dev/emails/no-existe' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a production site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' } });
  });
  afterAll(async () => t.close());

  it('has no e-mail previews', async () => {
    expect(t.app.routeTable.filter((route) => route.url.startsWith('/dev'))).toEqual([]);
    for (const url of ['/dev/emails', '/dev/emails/codigo-verificacion']) {
      const response = await t.app.inject({ method: 'GET', url });
      // The site's own answer for an unknown page (here, without a web build, 503): no preview.
      expect(response.statusCode, url).not.toBe(200);
      expect(response.body).not.toMatch(/Correos del sitio|482913/);
    }
  });
});
