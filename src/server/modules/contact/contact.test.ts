import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../tests/support/test-app';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { contactMessages } from '../../db/schema';

const valid = {
  name: 'Lucía Gómez',
  email: 'lucia.gomez@example.com',
  message: 'Hola, quisiera una consulta por la recategorización del monotributo.',
};

let client = 0;
/** Each call comes from its own address unless `from` is given, so limits stay out of the way. */
const post = (t: TestApp, body: unknown, headers: Record<string, string> = {}, from?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: from ?? `10.0.0.${++client}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });

describe('POST /api/contact', () => {
  const t = useTestApp();

  it('stores the message and e-mails it to the consultancy over SMTP', async () => {
    const response = await post(t, valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: '¡Gracias por escribirnos! Te responderemos a la brevedad.',
    });

    const mail = await t.smtp.waitFor(t.config.contactEmail);
    expect(mail.subject).toContain('Lucía Gómez');
    expect(mail.replyTo).toBe(valid.email);
    expect(mail.text).toContain('recategorización del monotributo');

    const stored = await t.db.select().from(contactMessages);
    expect(stored).toMatchObject([
      { name: valid.name, email: valid.email, message: valid.message },
    ]);
  });

  it('answers 400 with a Spanish message for every invalid field', async () => {
    const response = await post(t, { name: ' ', email: 'no-es-un-correo', message: 'corto' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors).toEqual([
      { field: 'name', message: 'Ingresá tu nombre.' },
      { field: 'email', message: 'Ingresá un correo electrónico válido.' },
      { field: 'message', message: 'El mensaje debe tener al menos 10 caracteres.' },
    ]);
    expect(body.message).toBe('Ingresá tu nombre.');
  });

  it('refuses a missing body and a non-JSON body without a server error', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/contact' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Revisá los datos ingresados.' });

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/plain' },
      payload: 'hola',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('El contenido debe enviarse como JSON (application/json).');

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('El cuerpo de la solicitud no es un JSON válido.');
  });

  it('refuses calls sent from another site', async () => {
    const crossSite = await post(t, valid, { origin: 'https://otro-sitio.example' });
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await post(t, valid, { origin: 'http://localhost:3000' });
    expect(sameSite.statusCode).toBe(200);
    const fetchMetadata = await post(t, valid, { 'sec-fetch-site': 'cross-site' });
    expect(fetchMetadata.statusCode).toBe(403);
  });
});

describe('contact rate limit', () => {
  const t = useTestApp();

  it('answers 429 in Spanish after five messages from one address', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post(t, valid, {}, '203.0.113.7')).statusCode).toBe(200);
    }
    const limited = await post(t, valid, {}, '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'Hiciste demasiados intentos. Esperá unos minutos y volvé a intentar.',
    );
    expect(await t.db.select().from(contactMessages)).toHaveLength(5);
    expect((await post(t, valid, {}, '203.0.113.8')).statusCode).toBe(200);
  });
});

describe('contact with the mail server down', () => {
  // Port 9 (discard) on loopback: nothing listens, so every delivery fails at once.
  const t = useTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });

  it('still thanks the visitor and keeps the message', async () => {
    const response = await post(t, valid);
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(contactMessages)).toMatchObject([{ email: valid.email }]);
  });
});
