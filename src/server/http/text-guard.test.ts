import { describe, expect, it } from 'vitest';
import { adminPerson, call, newPerson } from '../../../tests/support/accounts';
import { useTestApp } from '../../../tests/support/use-test-app';
import { VIDEO_WRONG_TYPE } from '../modules/videos/upload';
import { BAD_TEXT_MESSAGE } from './text-guard';

describe('text that cannot be stored', () => {
  const t = useTestApp();

  it('answers a NUL byte or a lone surrogate in a body field with a 400 under that field', async () => {
    for (const [field, value] of [
      ['name', 'Pau\u0000la'],
      ['lastname', 'Herrera\udfff'],
      ['username', '\ud800paula'],
    ] as const) {
      const response = await call(t, 'POST', '/api/auth/register', {
        body: { ...newPerson(), [field]: value },
        ip: '10.44.0.1',
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toEqual({
        message: BAD_TEXT_MESSAGE,
        errors: [{ field, message: BAD_TEXT_MESSAGE }],
      });
    }
    const contact = await call(t, 'POST', '/api/contact', {
      body: { name: 'Ana', email: 'ana@example.com', message: { nested: ['ok', 'mal\u0000'] } },
      ip: '10.44.0.2',
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().errors).toEqual([
      { field: 'message.nested.1', message: BAD_TEXT_MESSAGE },
    ]);
  });

  it('checks the query string and the address the same way', async () => {
    const admin = await adminPerson(t);
    const search = await call(t, 'GET', '/api/admin/users?search=ana%00', { cookie: admin.cookie });
    expect(search.statusCode).toBe(400);
    expect(search.json().errors).toEqual([{ field: 'search', message: BAD_TEXT_MESSAGE }]);
    const path = await call(t, 'GET', '/api/courses/1/curso%00');
    expect(path.statusCode).toBe(400);
    expect(path.json().errors).toEqual([{ field: 'slug', message: BAD_TEXT_MESSAGE }]);
  });

  it('refuses it alike on a route that answers pages (the unsubscribe link), never with a 500', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await call(t, method, '/api/mail/unsubscribe?token=%00');
      expect(response.statusCode, method).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'token', message: BAD_TEXT_MESSAGE }]);
    }
  });

  it('keeps well-formed text of any script, emoji included', async () => {
    const response = await call(t, 'POST', '/api/contact', {
      body: {
        name: 'Zoë 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🙂',
        email: 'zoe@example.com',
        phone: '1155550000',
        message: 'Hola — ¿liquidan sueldos? ٩(◕‿◕)۶',
      },
      ip: '10.44.0.3',
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });

  it('leaves a body read as a stream alone (an uploaded video), over a real connection', async () => {
    const admin = await adminPerson(t);
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(`${address}/api/admin/videos?name=apunte.mp4`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', cookie: admin.cookie },
      body: 'Esto es un apunte, no un video.',
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(VIDEO_WRONG_TYPE);
  });
});
