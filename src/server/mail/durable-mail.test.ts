import pino from 'pino';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newPerson, sessionCookie } from '../../../tests/support/accounts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { mailOutbox, users } from '../db/schema';
import { createMailOutbox } from './outbox';

const MINUTE = 60_000;

describe('mail through the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const sentTo = (address: string) =>
    t.smtp.messages.filter((mail) => mail.to.includes(address)).length;

  /** The scheduled pass, as the job queue runs it every minute. */
  async function scheduledPass(after = MINUTE) {
    t.clock.advance(after);
    return t.app.ctx.mail.deliverDue();
  }

  it('still registers the person while the mail server is down, and delivers the code later', async () => {
    const person = newPerson();
    t.smtp.setDown(true);
    const registered = await call(t, 'POST', '/api/auth/register', {
      body: person,
      ip: '10.31.0.1',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, person.email));
    expect(user?.emailVerified).toBe(false);
    expect(sentTo(person.email)).toBe(0);

    t.smtp.setDown(false);
    await scheduledPass();
    const queued = await t.smtp.waitFor(person.email, { match: (m) => /código/i.test(m.subject) });
    expect(queued.text).toMatch(/\b\d{6}\b/);

    // And the person can ask for another code (after the usual wait between codes).
    const since = t.smtp.messages.length;
    const resent = await call(t, 'POST', '/api/auth/resendOtp', {
      cookie: sessionCookie(registered),
    });
    expect(resent.statusCode, resent.body).toBe(200);
    await t.smtp.waitFor(person.email, { since, match: (m) => /código/i.test(m.subject) });
  });

  it('knows when the claim of an instance killed mid-send runs out, so a pass is asked for then', async () => {
    expect(await t.app.ctx.mail.firstClaimEnd()).toBeNull();
    t.smtp.setDown(true);
    await t.app.ctx.sendMail({ to: 'reclamado@example.com', subject: 'x', text: 'x' });
    t.smtp.setDown(false);
    // Another instance claimed it and died before sending: its claim holds a minute.
    const held = new Date(Date.now() + t.clock.offsetMs + MINUTE);
    await t.db.update(mailOutbox).set({ claimedUntil: held }).where(isNull(mailOutbox.sentAt));
    expect(await t.app.ctx.mail.deliverDue()).toBe(0);
    expect(await t.app.ctx.mail.firstClaimEnd()).toEqual(held);

    t.clock.advance(MINUTE + 1_000);
    expect(await t.app.ctx.mail.firstClaimEnd()).toBeNull();
    expect(await t.app.ctx.mail.deliverDue()).toBe(1);
    expect(sentTo('reclamado@example.com')).toBe(1);
  });

  it('keeps an attachment intact through the outbox', async () => {
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
    await scheduledPass();
    const mail = await t.smtp.waitFor('adjunto@example.com');
    expect(mail.attachments[0]?.filename).toBe('Factura-C-00003-00000001.pdf');
    expect(Buffer.compare(mail.attachments[0]!.content, pdf)).toBe(0);
  });

  it('sends a mail only if the change that promised it commits', async () => {
    const { mail } = t.app.ctx;
    let kept: string | undefined;
    await expect(
      t.db.transaction(async (tx) => {
        await mail.queue(tx, { to: 'deshecho@example.com', subject: 'No', text: 'No.' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.db.transaction(async (tx) => {
      kept = await mail.queue(tx, { to: 'hecho@example.com', subject: 'Sí', text: 'Sí.' });
    });
    expect(await mail.deliver([kept])).toBe(true);
    await scheduledPass();
    expect(sentTo('hecho@example.com')).toBe(1);
    expect(sentTo('deshecho@example.com')).toBe(0);
  });

  it('sends a keyed mail once, however often it is queued and passed over', async () => {
    const { mail } = t.app.ctx;
    const message = { to: 'una.vez@example.com', subject: 'Recibo', text: 'Gracias.' };
    const first = await mail.queue(t.db, message, { key: 'prueba:una-vez' });
    const second = await mail.queue(t.db, message, { key: 'prueba:una-vez' });
    expect(first).toBeDefined();
    expect(second).toBeUndefined();
    await Promise.all([mail.deliver([first]), mail.deliver([first]), scheduledPass(0)]);
    await scheduledPass();
    expect(sentTo('una.vez@example.com')).toBe(1);
  });

  it('sends, after its claim lapses, a mail an instance claimed and died holding', async () => {
    const { mail } = t.app.ctx;
    const id = await mail.queue(t.db, { to: 'huerfano@example.com', subject: 'Hola', text: '.' });
    // An instance claimed it and was killed before sending.
    await t.db
      .update(mailOutbox)
      .set({ claimedUntil: new Date(Date.now() + t.clock.offsetMs + MINUTE), attempts: 1 })
      .where(eq(mailOutbox.id, id!));
    await scheduledPass(0);
    expect(sentTo('huerfano@example.com')).toBe(0);
    await scheduledPass(MINUTE + 1_000);
    expect(sentTo('huerfano@example.com')).toBe(1);
  });

  it('waits longer after each refusal, and gives up after a day, leaving the row for an operator', async () => {
    const outbox = createMailOutbox({
      db: t.db,
      mailer: {
        send: async () => {
          throw new Error('550 mailbox unavailable');
        },
        close: () => undefined,
      },
      log: pino({ level: 'silent' }),
      now: () => new Date(Date.now() + t.clock.offsetMs),
    });
    const id = await outbox.queue(t.db, { to: 'rebota@example.com', subject: 'x', text: 'x' });
    const row = async () =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id!)))[0]!;

    expect(await outbox.deliver([id])).toBe(false);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const { nextAttemptAt, attempts } = await row();
      expect(attempts).toBe(attempt);
      waits.push(nextAttemptAt.getTime() - (Date.now() + t.clock.offsetMs));
      t.clock.advance(nextAttemptAt.getTime() - (Date.now() + t.clock.offsetMs) + 1_000);
      await outbox.deliverDue();
    }
    // 1, 2, 4 and 8 minutes, give or take the time the test itself takes.
    expect(waits.map((ms) => Math.round(ms / MINUTE))).toEqual([1, 2, 4, 8]);

    t.clock.advance(25 * 60 * MINUTE);
    await outbox.deliverDue();
    const given = await row();
    expect(given.failedAt).not.toBeNull();
    expect(given.lastError).toContain('550 mailbox unavailable');
    const attempts = given.attempts;
    t.clock.advance(120 * MINUTE);
    await outbox.deliverDue();
    expect((await row()).attempts).toBe(attempts);
  });

  it('sends each mail once when several instances pass over the outbox at the same time', async () => {
    const delivered: string[] = [];
    const instance = () =>
      createMailOutbox({
        db: t.db,
        mailer: {
          send: async (message) => {
            await new Promise((resolve) => setTimeout(resolve, 2));
            delivered.push(message.subject);
          },
          close: () => undefined,
        },
        log: pino({ level: 'silent' }),
        now: () => new Date(Date.now() + t.clock.offsetMs),
      });
    const subjects = Array.from({ length: 90 }, (_, i) => `Carrera ${i}`);
    for (const subject of subjects)
      await instance().queue(t.db, { to: 'carrera@example.com', subject, text: '.' });
    const passes = await Promise.all([1, 2, 3, 4].map(() => instance().deliverDue()));
    expect(passes.reduce((a, b) => a + b, 0)).toBe(subjects.length);
    expect([...delivered].sort()).toEqual([...subjects].sort());
  });
});
