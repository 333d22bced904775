import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailSettled } from '../../../../../tests/support/mail-settled';
import { newPerson } from '../../../../../tests/support/people';
import type { CaughtMail } from '../../../../../tests/support/smtp-sink';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { useTestApp } from '../../../../../tests/support/use-test-app';
import {
  mailOutbox,
  taxCalendarYears,
  taxDueDates,
  taxReminderSubscriptions,
} from '../../../db/schema';
import { sendDueReminders } from './delivery';

// The due dates are written here as the panel's import would: that service is not this one's.

/** Sets the app's clock to 10:00 of an Argentine day. */
function setToday(t: TestApp, day: string) {
  t.clock.offsetMs = Date.parse(`${day}T13:00:00Z`) - Date.now();
}

async function dueDate(
  t: TestApp,
  row: { obligation: string; period: string; digits: number[]; date: string },
): Promise<string> {
  const [inserted] = await t.db
    .insert(taxDueDates)
    .values({ ...row, dueDate: row.date })
    .returning({ id: taxDueDates.id });
  return inserted!.id;
}

const confirmYear = (t: TestApp, year: number) =>
  t.db.insert(taxCalendarYears).values({ year, confirmedAt: new Date() });

/** A confirmed subscription (as its confirmation link, or the account, writes it). */
async function subscribe(
  t: TestApp,
  choices: { digit: number; obligations: string[]; daysBefore: number },
): Promise<string> {
  const { email } = newPerson();
  await t.db.insert(taxReminderSubscriptions).values({ email, ...choices });
  return email;
}

const remindersTo = (sink: TestApp['smtp'], email: string) =>
  sink.messages.filter((mail) => mail.to.includes(email));

/** The unsubscribe address a mail client reads from the List-Unsubscribe header. */
function headerUnsubscribeUrl(mail: CaughtMail): string {
  const header = mail.headers['list-unsubscribe'] ?? '';
  const url = /<(https?:\/\/[^>]+)>/.exec(header)?.[1];
  if (!url) throw new Error(`no unsubscribe address in "${header}"`);
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** The one-click POST a mail client sends (RFC 8058): no cookie, no session, a form body. */
const oneClick = (t: TestApp, url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('reminders of due dates', { timeout: 120_000 }, () => {
  const t = useTestApp();

  beforeEach(async () => {
    await t.db.delete(taxReminderSubscriptions);
    await t.db.delete(taxDueDates);
    await t.db.delete(taxCalendarYears);
    await confirmYear(t, 2031);
  });
  afterAll(() => {
    t.clock.offsetMs = 0;
  });

  it('lists in one mail the dates that come within the days chosen, once', async () => {
    const email = await subscribe(t, {
      digit: 7,
      obligations: ['iva', 'monotributo'],
      daysBefore: 3,
    });
    await dueDate(t, { obligation: 'iva', period: '2031-11', digits: [6, 7], date: '2031-12-24' });
    await dueDate(t, {
      obligation: 'monotributo',
      period: '2031-12',
      digits: [7],
      date: '2031-12-24',
    });
    // Another digit's, an obligation not chosen, and one beyond the days chosen.
    await dueDate(t, { obligation: 'iva', period: '2031-11', digits: [8, 9], date: '2031-12-22' });
    await dueDate(t, { obligation: 'ganancias', period: '2031', digits: [7], date: '2031-12-22' });
    await dueDate(t, {
      obligation: 'monotributo',
      period: '2032-01',
      digits: [7],
      date: '2032-01-20',
    });

    setToday(t, '2031-12-20');
    expect(await sendDueReminders(t.app.ctx)).toBe(0);

    setToday(t, '2031-12-21');
    expect(await sendDueReminders(t.app.ctx)).toBe(1);
    const mail = await t.smtp.waitFor(email);
    expect(mail.subject).toBe('Se acercan 2 vencimientos: el primero, el 24/12/2031');
    expect(mail.text).toContain('Se acercan estos vencimientos de los CUIT terminados en 7:');
    expect(mail.text).toContain(
      '- Monotributo · período 12/2031: 24/12/2031 (faltan 3 días)\n- IVA · período 11/2031: 24/12/2031 (faltan 3 días)\n',
    );
    expect(mail.text).not.toMatch(/Ganancias|22\/12|20\/01/);
    expect(mail.text).toContain(`${t.config.appUrl}/vencimientos`);
    expect(mail.text).toContain(`${t.config.appUrl}/consultas`);
    expect(mail.html).toContain('Reservá una consulta');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(headerUnsubscribeUrl(mail)).toMatch(
      /^\/api\/tax-calendar\/unsubscribe\?token=[\w-]{40,}$/,
    );
    expect(mail.text).toContain(`${t.config.appUrl}${headerUnsubscribeUrl(mail)}`);

    // A later pass, the next day, sends nothing more.
    expect(await sendDueReminders(t.app.ctx)).toBe(0);
    setToday(t, '2031-12-22');
    expect(await sendDueReminders(t.app.ctx)).toBe(0);
    await mailSettled(t);
    expect(remindersTo(t.smtp, email)).toHaveLength(1);
  });

  describe('with a second instance on the same database', () => {
    let second: TestApp;
    beforeAll(async () => {
      second = await createTestApp({ database: t.database });
    });
    afterAll(async () => second.close());

    it('sends each reminder once, whichever instance runs the pass, even both at once', async () => {
      const email = await subscribe(t, { digit: 3, obligations: ['iva'], daysBefore: 5 });
      await dueDate(t, { obligation: 'iva', period: '2031-11', digits: [3], date: '2031-12-18' });
      for (const app of [t, second]) setToday(app, '2031-12-15');

      const passes = await Promise.all([
        sendDueReminders(t.app.ctx),
        sendDueReminders(second.app.ctx),
      ]);
      expect(passes[0] + passes[1]).toBe(1);
      expect(await sendDueReminders(second.app.ctx)).toBe(0);
      expect(await sendDueReminders(t.app.ctx)).toBe(0);
      await mailSettled(t);
      const caught = [...remindersTo(t.smtp, email), ...remindersTo(second.smtp, email)];
      expect(caught.map((mail) => mail.subject)).toEqual(['Vence IVA el 18/12/2031']);
      const [subscription] = await t.db
        .select({ id: taxReminderSubscriptions.id })
        .from(taxReminderSubscriptions)
        .where(eq(taxReminderSubscriptions.email, email));
      const queued = await t.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.dedupeKey, `tax-reminder:${subscription!.id}:%`));
      expect(queued).toHaveLength(1);
    });
  });

  it('reminds a date again when the firm moves it to another day', async () => {
    const email = await subscribe(t, { digit: 1, obligations: ['autonomos'], daysBefore: 3 });
    const id = await dueDate(t, {
      obligation: 'autonomos',
      period: '2031-11',
      digits: [0, 1],
      date: '2031-12-10',
    });
    setToday(t, '2031-12-08');
    expect(await sendDueReminders(t.app.ctx)).toBe(1);
    expect(await sendDueReminders(t.app.ctx)).toBe(0);

    await t.db.update(taxDueDates).set({ dueDate: '2031-12-09' }).where(eq(taxDueDates.id, id));
    expect(await sendDueReminders(t.app.ctx)).toBe(1);
    expect(await sendDueReminders(t.app.ctx)).toBe(0);
    await mailSettled(t);
    expect(remindersTo(t.smtp, email).map((mail) => mail.text.match(/- Autónomos.*/)?.[0])).toEqual(
      [
        '- Autónomos · período 11/2031: 10/12/2031 (faltan 2 días)',
        '- Autónomos · período 11/2031: 09/12/2031 (vence mañana)',
      ],
    );
  });

  it('never reminds the dates of a year the firm has not confirmed', async () => {
    const email = await subscribe(t, { digit: 5, obligations: ['iva'], daysBefore: 10 });
    await dueDate(t, { obligation: 'iva', period: '2031-11', digits: [5], date: '2031-12-30' });
    await dueDate(t, { obligation: 'iva', period: '2031-12', digits: [5], date: '2032-01-05' });
    setToday(t, '2031-12-30');
    expect(await sendDueReminders(t.app.ctx)).toBe(1);
    expect(await sendDueReminders(t.app.ctx)).toBe(0);

    await confirmYear(t, 2032);
    expect(await sendDueReminders(t.app.ctx)).toBe(1);
    await mailSettled(t);
    expect(remindersTo(t.smtp, email).map((mail) => mail.subject)).toEqual([
      'Vence IVA el 30/12/2031',
      'Vence IVA el 05/01/2032',
    ]);
    expect(remindersTo(t.smtp, email)[0]!.text).toContain('30/12/2031 (vence hoy)');
    expect(remindersTo(t.smtp, email)[1]!.text).toContain('05/01/2032 (faltan 6 días)');
  });

  it('hands the outbox no more reminders a minute than the pace allows', async () => {
    await dueDate(t, { obligation: 'iva', period: '2031-11', digits: [2], date: '2031-12-18' });
    for (let i = 0; i < 3; i++)
      await subscribe(t, { digit: 2, obligations: ['iva'], daysBefore: 3 });
    setToday(t, '2031-12-16');
    expect(await sendDueReminders(t.app.ctx, 2)).toBe(2);
    expect(await sendDueReminders(t.app.ctx, 2)).toBe(0);
    t.clock.advance(61_000);
    expect(await sendDueReminders(t.app.ctx, 2)).toBe(1);
    expect(await sendDueReminders(t.app.ctx, 2)).toBe(0);
  });

  it("ends the subscription with the one-click POST of a reminder's unsubscribe link", async () => {
    const email = await subscribe(t, { digit: 9, obligations: ['empleadores'], daysBefore: 2 });
    await dueDate(t, {
      obligation: 'empleadores',
      period: '2031-11',
      digits: [9],
      date: '2031-12-11',
    });
    setToday(t, '2031-12-10');
    expect(await sendDueReminders(t.app.ctx)).toBe(1);
    const link = headerUnsubscribeUrl(await t.smtp.waitFor(email));

    // Opening it (as a mail scanner does) asks, and changes nothing.
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('¿Querés dejar de recibir los avisos de vencimientos?');
    expect(page.body).toContain('<form method="post" action="/api/tax-calendar/unsubscribe?token=');
    const subscribed = () =>
      t.db.select().from(taxReminderSubscriptions).where(eq(taxReminderSubscriptions.email, email));
    expect(await subscribed()).toHaveLength(1);

    const stopped = await oneClick(t, link);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('Listo: no vas a recibir más avisos de vencimientos');
    expect(await subscribed()).toEqual([]);

    // A second click says the same; nothing more is sent.
    const again = await oneClick(t, link);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Listo: no vas a recibir más avisos de vencimientos');
    await dueDate(t, {
      obligation: 'empleadores',
      period: '2031-12',
      digits: [9],
      date: '2031-12-12',
    });
    expect(await sendDueReminders(t.app.ctx)).toBe(0);
    await mailSettled(t);
    expect(remindersTo(t.smtp, email)).toHaveLength(1);
  });

  it('answers an unknown unsubscribe link with a 400 page', async () => {
    for (const url of [
      `/api/tax-calendar/unsubscribe?token=${'x'.repeat(43)}`,
      '/api/tax-calendar/unsubscribe?token=corto',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(400);
      expect((await oneClick(t, url)).statusCode).toBe(400);
    }
  });
});
