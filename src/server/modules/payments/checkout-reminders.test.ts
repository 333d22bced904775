import { randomBytes } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import { buyWithSandbox, createOrder } from '../../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { checkoutReminders, mailOutbox } from '../../db/schema';
import { REMINDER_AFTER_MS, remindUnpaidCheckouts } from './checkout-reminders';

const MINUTE = 60 * 1000;
const SUBJECT = /quedó sin terminar/;

/**
 * The reminder of a checkout left without a payment. Run with TEST_DATABASE_URL to run it on
 * PostgreSQL, where the two instances' passes really overlap.
 */
describe('the reminder of an unpaid checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** A verified buyer with a checkout of a new course opened now (never paid). */
  async function unpaidCheckout(title = `Curso ${randomBytes(3).toString('hex')}`) {
    const course = await createCourse(t, { title });
    const buyer = await verifiedPerson(t);
    const order = await createOrder(t, buyer.cookie, course.id);
    expect(order.statusCode, order.body).toBe(200);
    return { course, buyer, email: buyer.person.email };
  }

  /** The reminders queued for `email` (sent or not), from the durable outbox. */
  async function remindersTo(email: string) {
    const rows = await t.db
      .select({ message: mailOutbox.message })
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, 'checkout-reminder:%'));
    return rows
      .map((row) => row.message as { to: string; subject: string; text: string })
      .filter((message) => message.to === email);
  }

  const linkIn = (text: string, path: string) =>
    new RegExp(`http://localhost:3000${path.replace('?', '\\?')}[^\\s]*`).exec(text)?.[0] ?? '';

  it('is sent once, two hours after the checkout, with a link back to its buy page', async () => {
    const { course, buyer, email } = await unpaidCheckout('Liquidación de sueldos');
    t.clock.advance(REMINDER_AFTER_MS - MINUTE);
    await remindUnpaidCheckouts(t.app.ctx);
    expect(await remindersTo(email)).toEqual([]);

    t.clock.advance(2 * MINUTE);
    const since = t.smtp.messages.length;
    await remindUnpaidCheckouts(t.app.ctx);
    const mail = await t.smtp.waitFor(email, { since, match: (m) => SUBJECT.test(m.subject) });
    expect(mail.subject).toBe('Tu compra de "Liquidación de sueldos" quedó sin terminar');
    expect(mail.text).toContain(`Hola, ${buyer.person.name}:`);
    expect(linkIn(mail.text, '/buy?')).toBe(
      `http://localhost:3000/buy?id=${course.id}&slug=${course.slug}`,
    );

    // Later passes, and a pass after a restart (a new app on the same data), send nothing more.
    t.clock.advance(30 * MINUTE);
    await remindUnpaidCheckouts(t.app.ctx);
    const restarted = await createTestApp({ database: t.database });
    restarted.clock.advance(t.clock.offsetMs);
    await remindUnpaidCheckouts(restarted.app.ctx);
    await restarted.close();
    expect(await remindersTo(email)).toHaveLength(1);
  });

  it('is not sent once the buyer paid the course, nor while a payment waits to be credited', async () => {
    const course = await createCourse(t);
    const paid = await verifiedPerson(t);
    await buyWithSandbox(t, paid.cookie, course.id, 'approved');
    const waiting = await verifiedPerson(t);
    await buyWithSandbox(t, waiting.cookie, course.id, 'pending');
    t.clock.advance(REMINDER_AFTER_MS + MINUTE);
    await remindUnpaidCheckouts(t.app.ctx);
    expect(await remindersTo(paid.person.email)).toEqual([]);
    expect(await remindersTo(waiting.person.email)).toEqual([]);
  });

  it('is not sent when the buyer got the course meanwhile, checked when it is due', async () => {
    const { course, email } = await unpaidCheckout();
    // Given by an administrator (or bought another way) after the checkout was opened.
    await enroll(t, email, course.id);
    t.clock.advance(REMINDER_AFTER_MS + MINUTE);
    await remindUnpaidCheckouts(t.app.ctx);
    expect(await remindersTo(email)).toEqual([]);
  });

  it("turns off with its link (asked on opening, done on the POST), and a made-up link turns off nobody's", async () => {
    const first = await unpaidCheckout();
    const other = await unpaidCheckout();
    t.clock.advance(REMINDER_AFTER_MS + MINUTE);
    const since = t.smtp.messages.length;
    await remindUnpaidCheckouts(t.app.ctx);
    const mail = await t.smtp.waitFor(first.email, {
      since,
      match: (m) => SUBJECT.test(m.subject),
    });
    const off = new URL(linkIn(mail.text, '/api/mail/unsubscribe?token='));
    // The same link in the headers a mail client's own button uses (RFC 8058).
    expect(mail.headers['list-unsubscribe']).toBe(`<${off.href}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Ids and guesses open nothing: the other buyer's reminder row and a random token.
    const [otherReminder] = await t.db
      .select()
      .from(checkoutReminders)
      .where(eq(checkoutReminders.courseId, other.course.id));
    for (const token of [
      otherReminder!.purchaseId,
      otherReminder!.userId,
      randomBytes(32).toString('base64url'),
      '',
    ]) {
      for (const path of ['/api/mail/unsubscribe', '/recordatorios/desactivar']) {
        const forged = await call(t, 'GET', `${path}?token=${token}`);
        expect(forged.statusCode).toBe(400);
        expect(forged.body).toContain('El enlace no es válido');
      }
    }

    // Opening it (a person, a mail scanner), also at the address reminders used to link to,
    // only asks.
    for (const path of [off.pathname, '/recordatorios/desactivar']) {
      const asked = await call(t, 'GET', `${path}${off.search}`);
      expect(asked.statusCode).toBe(200);
      expect(asked.headers['content-type']).toMatch(/^text\/html/);
      expect(asked.body).toContain('Confirmar la baja');
    }
    t.clock.advance(REMINDER_AFTER_MS + MINUTE);
    const stillOn = await createCourse(t);
    expect((await createOrder(t, first.buyer.cookie, stillOn.id)).statusCode).toBe(200);
    t.clock.advance(REMINDER_AFTER_MS + MINUTE);
    await remindUnpaidCheckouts(t.app.ctx);
    expect(await remindersTo(first.email)).toHaveLength(2);

    // The button: a POST without a session.
    const answer = await t.app.inject({
      method: 'POST',
      url: `${off.pathname}${off.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('No vas a recibir más anuncios ni recordatorios');

    // A later unpaid checkout of the buyer who opted out: no reminder; the other buyer still
    // gets theirs.
    const course = await createCourse(t);
    for (const buyer of [first.buyer, other.buyer]) {
      expect((await createOrder(t, buyer.cookie, course.id)).statusCode).toBe(200);
    }
    t.clock.advance(REMINDER_AFTER_MS + MINUTE);
    await remindUnpaidCheckouts(t.app.ctx);
    expect(await remindersTo(first.email)).toHaveLength(2);
    expect(await remindersTo(other.email)).toHaveLength(2);
  });

  it('is sent once when two instances run their passes at the same time', async () => {
    const second = await createTestApp({ database: t.database });
    try {
      const buyers = [];
      for (let i = 0; i < 3; i++) buyers.push(await unpaidCheckout());
      t.clock.advance(REMINDER_AFTER_MS + MINUTE);
      second.clock.advance(t.clock.offsetMs);
      // Some read the checkouts one or two at a time, paging through them.
      const sent = await Promise.all([
        remindUnpaidCheckouts(t.app.ctx),
        remindUnpaidCheckouts(second.app.ctx, 1),
        remindUnpaidCheckouts(t.app.ctx, 2),
        remindUnpaidCheckouts(second.app.ctx),
      ]);
      expect(sent.reduce((sum, n) => sum + n, 0)).toBe(3);
      for (const { email } of buyers) expect(await remindersTo(email)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('pages through the due checkouts, past those it leaves alone', async () => {
    // First in line, and passed over: the buyer got the course meanwhile.
    const owned = await unpaidCheckout();
    await enroll(t, owned.email, owned.course.id);
    const buyers = [await unpaidCheckout(), await unpaidCheckout()];
    t.clock.advance(REMINDER_AFTER_MS + MINUTE);
    expect(await remindUnpaidCheckouts(t.app.ctx, 1)).toBe(2);
    for (const { email } of buyers) expect(await remindersTo(email)).toHaveLength(1);
    expect(await remindersTo(owned.email)).toEqual([]);
  });

  it('counts a payment after the reminder as recovered, on the dashboard too', async () => {
    const admin = await adminPerson(t);
    const stats = async () =>
      (await call(t, 'GET', '/api/admin/stats/checkouts', { cookie: admin.cookie })).json();
    const before = await stats();

    const { course, buyer } = await unpaidCheckout();
    // Paid at once, before any reminder: not recovered.
    const direct = await verifiedPerson(t);
    await buyWithSandbox(t, direct.cookie, course.id, 'approved');
    t.clock.advance(REMINDER_AFTER_MS + MINUTE);
    const since = t.smtp.messages.length;
    await remindUnpaidCheckouts(t.app.ctx);
    await t.smtp.waitFor(buyer.person.email, { since, match: (m) => SUBJECT.test(m.subject) });
    t.clock.advance(MINUTE);
    // The buyer comes back from the mail and pays the same checkout.
    const { purchaseId } = await buyWithSandbox(t, buyer.cookie, course.id, 'approved');

    const [reminder] = await t.db
      .select()
      .from(checkoutReminders)
      .where(eq(checkoutReminders.courseId, course.id));
    expect(reminder).toMatchObject({ purchaseId, recoveredPurchaseId: purchaseId });
    expect(reminder!.recoveredAt!.getTime()).toBeGreaterThan(reminder!.sentAt.getTime());

    expect(await stats()).toEqual({
      days: 30,
      started: before.started + 2,
      paid: before.paid + 2,
      reminded: before.reminded + 1,
      recovered: before.recovered + 1,
    });
  });

  it('is called off, and recovers nothing, when the mail server held it until the course was paid', async () => {
    const { course, buyer, email } = await unpaidCheckout();
    t.clock.advance(REMINDER_AFTER_MS + MINUTE);
    t.smtp.setDown(true);
    let reminder: typeof checkoutReminders.$inferSelect | undefined;
    try {
      await remindUnpaidCheckouts(t.app.ctx);
      // The first attempt is refused; the mail waits in the outbox for the next pass.
      [reminder] = await t.db
        .select()
        .from(checkoutReminders)
        .where(eq(checkoutReminders.courseId, course.id));
      await expect
        .poll(async () => {
          const [mail] = await t.db
            .select()
            .from(mailOutbox)
            .where(eq(mailOutbox.dedupeKey, `checkout-reminder:${reminder!.purchaseId}`));
          return mail !== undefined && mail.attempts > 0 && mail.claimedUntil === null;
        })
        .toBe(true);
      await buyWithSandbox(t, buyer.cookie, course.id, 'approved');
    } finally {
      t.smtp.setDown(false);
    }
    t.clock.advance(60 * MINUTE);
    const since = t.smtp.messages.length;
    await t.app.ctx.mail.deliverDue();
    // The next pass sends what was held, but not the reminder: it was called off.
    const held = t.smtp.messages.slice(since).filter((mail) => mail.to.includes(email));
    expect(held.filter((mail) => SUBJECT.test(mail.subject))).toEqual([]);
    const [calledOff] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `checkout-reminder:${reminder!.purchaseId}`));
    expect(calledOff).toMatchObject({
      sentAt: null,
      lastError: 'No se envió: el curso ya se pagó.',
    });
    const [after] = await t.db
      .select()
      .from(checkoutReminders)
      .where(eq(checkoutReminders.courseId, course.id));
    expect(after?.recoveredPurchaseId).toBeNull();
  });
});
