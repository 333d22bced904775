import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newPerson, sessionCookie } from '../../../tests/support/accounts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { users } from '../db/schema';
import { startMailDelivery } from './durable-mail';

describe('mail while the mail server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ctx.jobs.start();
    await startMailDelivery(t.mailer, t.app.ctx.jobs);
  });
  afterAll(async () => t.close());

  it('still registers the person, and delivers the code once the server is back', async () => {
    const person = newPerson();
    t.smtp.setDown(true);
    const registered = await call(t, 'POST', '/api/auth/register', {
      body: person,
      ip: '10.31.0.1',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, person.email));
    expect(user?.emailVerified).toBe(false);
    expect(t.smtp.messages.some((mail) => mail.to.includes(person.email))).toBe(false);

    t.smtp.setDown(false);
    const queued = await t.smtp.waitFor(person.email, { match: (m) => /código/i.test(m.subject) });
    expect(queued.text).toMatch(/\b\d{6}\b/);

    // And the person can ask for another code (after the usual wait between codes).
    t.clock.advance(60_000);
    const since = t.smtp.messages.length;
    const resent = await call(t, 'POST', '/api/auth/resendOtp', {
      cookie: sessionCookie(registered),
    });
    expect(resent.statusCode, resent.body).toBe(200);
    await t.smtp.waitFor(person.email, { since, match: (m) => /código/i.test(m.subject) });
  });

  it('keeps an attachment intact through the queue', async () => {
    t.smtp.setDown(true);
    const pdf = Buffer.from('%PDF-1.7 una factura de prueba', 'latin1');
    const sentNow = await t.app.ctx.sendMail({
      to: 'adjunto@example.com',
      subject: 'Factura de tu compra',
      text: 'Adjuntamos la factura.',
      attachments: [
        { filename: 'Factura-C-00003-00000001.pdf', content: pdf, contentType: 'application/pdf' },
      ],
    });
    expect(sentNow).toBe(false);
    t.smtp.setDown(false);
    const mail = await t.smtp.waitFor('adjunto@example.com');
    expect(mail.attachments[0]?.filename).toBe('Factura-C-00003-00000001.pdf');
    expect(Buffer.compare(mail.attachments[0]!.content, pdf)).toBe(0);
  });
});
