import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newPerson } from '../../../tests/support/accounts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

describe('a mail as the mail server receives it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is multipart/alternative: the same code as text and in the branded HTML', async () => {
    const person = newPerson();
    const registered = await call(t, 'POST', '/api/auth/register', {
      body: person,
      ip: '10.32.0.1',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const mail = await t.smtp.waitFor(person.email, { match: (m) => /código/i.test(m.subject) });
    expect(mail.contentType).toBe('multipart/alternative');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    expect(mail.html).toContain(`>${code}</p>`);
    expect(mail.html).toContain(t.config.firm.name);
    expect(mail.html).toContain('CUIT 20-12345678-6');
  });

  it('keeps an attachment next to both parts', async () => {
    await t.app.ctx.sendMail({
      to: 'con-adjunto@example.com',
      subject: 'Factura de tu compra',
      text: 'Adjuntamos la factura.',
      attachments: [
        {
          filename: 'Factura.pdf',
          content: Buffer.from('%PDF-1.7'),
          contentType: 'application/pdf',
        },
      ],
    });
    const mail = await t.smtp.waitFor('con-adjunto@example.com');
    expect(mail.contentType).toBe('multipart/mixed');
    expect(mail.text.trim()).toBe('Adjuntamos la factura.');
    expect(mail.html).toContain('Adjuntamos la factura.');
    expect(mail.attachments.map((file) => file.filename)).toEqual(['Factura.pdf']);
  });
});
