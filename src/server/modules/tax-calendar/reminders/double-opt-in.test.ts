import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../../tests/support/accounts';
import { mailSettled } from '../../../../../tests/support/mail-settled';
import { newPerson } from '../../../../../tests/support/people';
import type { CaughtMail } from '../../../../../tests/support/smtp-sink';
import type { TestApp } from '../../../../../tests/support/test-app';
import { useTestApp } from '../../../../../tests/support/use-test-app';
import { taxReminderRequests, taxReminderSubscriptions } from '../../../db/schema';

const ANSWER =
  'Si la dirección es correcta, te enviamos un correo para confirmar los avisos. Revisá tu bandeja de entrada.';
const DAY = 24 * 60 * 60 * 1000;

let ips = 0;
/** 'Avisarme por e-mail', from an address of its own: the route's per-IP limit stays out of the way. */
const ask = (t: TestApp, body: Record<string, unknown>) =>
  call(t, 'POST', '/api/tax-calendar/subscriptions', { body, ip: `10.61.0.${++ips}` });

const choices = (email: string) => ({
  email,
  digit: 7,
  obligations: ['iva', 'monotributo'],
  daysBefore: 5,
});

const confirmationsTo = (t: TestApp, email: string) =>
  t.smtp.messages.filter(
    (mail) => mail.to.includes(email) && mail.subject === 'Confirmá tus avisos de vencimientos',
  );

/** The confirmation link of a mail, as the path and query the app answers. */
function confirmLink(mail: CaughtMail): string {
  const url = /(https?:\/\/\S+\/api\/tax-calendar\/subscriptions\/confirm\?token=[\w-]+)/.exec(
    mail.text,
  )?.[1];
  if (!url) throw new Error(`no confirmation link in: ${mail.text}`);
  expect(mail.html).toContain(url);
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** The page's button: a form POST with no session, as a browser sends it. */
const press = (t: TestApp, link: string) =>
  t.app.inject({
    method: 'POST',
    url: link,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

const subscriptionOf = async (t: TestApp, email: string) =>
  (
    await t.db
      .select()
      .from(taxReminderSubscriptions)
      .where(eq(taxReminderSubscriptions.email, email))
  )[0];

describe("'Avisarme por e-mail': double opt-in", { timeout: 120_000 }, () => {
  const t = useTestApp();

  it('answers an unknown obligation beside its field, and writes nothing', async () => {
    const { email } = newPerson();
    const wrong = await ask(t, { ...choices(email), obligations: ['iva', 'impuesto-al-viento'] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'obligations', message: 'Elegí obligaciones de la lista.' },
    ]);
    const none = await ask(t, { ...choices(email), obligations: [], daysBefore: 40 });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'obligations',
      'daysBefore',
    ]);
    expect(await t.db.select().from(taxReminderRequests)).toEqual([]);
  });

  it('changes nothing until the link of the mail is used, then subscribes once', async () => {
    const { email } = newPerson();
    const since = t.smtp.messages.length;
    const asked = await ask(t, { ...choices(email), email: email.toUpperCase() });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ message: ANSWER });

    const mail = await t.smtp.waitFor(email, { since });
    expect(mail.subject).toBe('Confirmá tus avisos de vencimientos');
    expect(mail.text).toContain('CUIT terminado en: 7');
    expect(mail.text).toContain('Obligaciones: Monotributo, IVA');
    expect(mail.text).toContain('Aviso: 5 días antes de cada vencimiento');
    expect(mail.text).toContain('El enlace vence en 7 días.');
    const [request] = await t.db
      .select()
      .from(taxReminderRequests)
      .where(eq(taxReminderRequests.email, email));
    // Only the secret's hash is kept.
    expect(confirmLink(mail)).not.toContain(request!.tokenHash);
    expect(request!.confirmedAt).toBeNull();
    expect(await subscriptionOf(t, email)).toBeUndefined();

    // Opening the link (as a mail scanner does) asks, and changes nothing.
    const link = confirmLink(mail);
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('¿Confirmás tus avisos de vencimientos?');
    expect(page.body).toContain('<strong>Monotributo, IVA</strong>');
    expect(page.body).toMatch(
      /<form method="post" action="\/api\/tax-calendar\/subscriptions\/confirm\?token=/,
    );
    expect(await subscriptionOf(t, email)).toBeUndefined();

    const confirmed = await press(t, link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Listo: tus avisos de vencimientos están activos');
    const subscription = await subscriptionOf(t, email);
    expect(subscription).toMatchObject({
      email,
      digit: 7,
      obligations: ['iva', 'monotributo'],
      daysBefore: 5,
    });

    // The same link again: done, and nothing changes.
    const again = await press(t, link);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Listo: tus avisos de vencimientos están activos');
    expect(await subscriptionOf(t, email)).toEqual(subscription);
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
  });

  it('answers the same for a known address, whose choices change only once confirmed', async () => {
    const { email } = newPerson();
    await ask(t, choices(email));
    await press(t, confirmLink(await t.smtp.waitFor(email)));
    const before = await subscriptionOf(t, email);

    const since = t.smtp.messages.length;
    const changed = { ...choices(email), digit: 2, obligations: ['ganancias'], daysBefore: 10 };
    const asked = await ask(t, changed);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: ANSWER });
    const mail = await t.smtp.waitFor(email, { since });
    expect(await subscriptionOf(t, email)).toEqual(before);

    await press(t, confirmLink(mail));
    expect(await subscriptionOf(t, email)).toMatchObject({
      id: before!.id,
      digit: 2,
      obligations: ['ganancias'],
      daysBefore: 10,
    });
  });

  it('sends an address at most three confirmations a day, and answers the same', async () => {
    const { email } = newPerson();
    for (let i = 0; i < 4; i++) {
      const asked = await ask(t, choices(email));
      expect(asked.statusCode).toBe(202);
      expect(asked.json()).toEqual({ message: ANSWER });
    }
    await mailSettled(t);
    expect(confirmationsTo(t, email)).toHaveLength(3);
    const requests = () =>
      t.db.select().from(taxReminderRequests).where(eq(taxReminderRequests.email, email));
    expect(await requests()).toHaveLength(3);

    t.clock.advance(DAY + 60_000);
    try {
      expect((await ask(t, choices(email))).statusCode).toBe(202);
      await mailSettled(t);
      expect(confirmationsTo(t, email)).toHaveLength(4);
      expect(await requests()).toHaveLength(4);
    } finally {
      t.clock.advance(-(DAY + 60_000));
    }
  });

  it('refuses an unknown or expired link with a page that says so', async () => {
    const unknown = `/api/tax-calendar/subscriptions/confirm?token=${'x'.repeat(43)}`;
    for (const response of [
      await t.app.inject({ method: 'GET', url: unknown }),
      await press(t, unknown),
      await press(t, '/api/tax-calendar/subscriptions/confirm?token=corto'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('El enlace no es válido');
    }

    const { email } = newPerson();
    await ask(t, choices(email));
    const link = confirmLink(await t.smtp.waitFor(email));
    t.clock.advance(7 * DAY + 60_000);
    try {
      for (const response of [
        await t.app.inject({ method: 'GET', url: link }),
        await press(t, link),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain('El enlace venció');
      }
    } finally {
      t.clock.advance(-(7 * DAY + 60_000));
    }
    expect(await subscriptionOf(t, email)).toBeUndefined();
  });
});
