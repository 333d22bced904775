import { describe, expect, it } from 'vitest';
import { call, registerPerson, verifiedPerson } from '../../../../../tests/support/accounts';
import { mailSettled } from '../../../../../tests/support/mail-settled';
import { useTestApp } from '../../../../../tests/support/use-test-app';

const URL = '/api/user/tax-reminders';
const choices = { digit: 4, obligations: ['iva', 'autonomos'], daysBefore: 7 };

describe("the account's reminders of due dates", { timeout: 120_000 }, () => {
  const t = useTestApp();

  it('are for a signed-in account with a verified address only', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const body = method === 'PUT' ? choices : undefined;
      expect((await call(t, method, URL, { body })).statusCode).toBe(401);
      const unverified = await registerPerson(t);
      const refused = await call(t, method, URL, { body, cookie: unverified.cookie });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'Verificá tu correo electrónico para recibir avisos de vencimientos.',
      );
    }
  });

  it('are saved at once for its own address, read back and cancelled', async () => {
    const { person, cookie } = await verifiedPerson(t);
    const empty = await call(t, 'GET', URL, { cookie });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().subscription).toBeNull();
    expect(empty.json().obligations).toContainEqual({ slug: 'iva', label: 'IVA' });

    const since = t.smtp.messages.length;
    const saved = await call(t, 'PUT', URL, { cookie, body: choices });
    expect(saved.statusCode, saved.body).toBe(200);
    const subscription = { email: person.email, ...choices };
    expect(saved.json().subscription).toEqual(subscription);
    expect((await call(t, 'GET', URL, { cookie })).json().subscription).toEqual(subscription);
    // The account already proved the address: no confirmation mail.
    await mailSettled(t);
    expect(t.smtp.messages.slice(since)).toEqual([]);

    const changed = await call(t, 'PUT', URL, {
      cookie,
      body: { digit: 0, obligations: ['monotributo'], daysBefore: 1 },
    });
    expect(changed.json().subscription).toEqual({
      email: person.email,
      digit: 0,
      obligations: ['monotributo'],
      daysBefore: 1,
    });

    const stopped = await call(t, 'DELETE', URL, { cookie });
    expect(stopped.statusCode).toBe(204);
    expect(stopped.body).toBe('');
    expect((await call(t, 'GET', URL, { cookie })).json().subscription).toBeNull();
    expect((await call(t, 'DELETE', URL, { cookie })).statusCode).toBe(204);
  });

  it('answers a wrong choice beside its field, and saves nothing', async () => {
    const { cookie } = await verifiedPerson(t);
    const unknown = await call(t, 'PUT', URL, {
      cookie,
      body: { ...choices, obligations: ['iva', 'tasa-de-luna'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'obligations', message: 'Elegí obligaciones de la lista.' },
    ]);
    const far = await call(t, 'PUT', URL, { cookie, body: { ...choices, daysBefore: 16 } });
    expect(far.statusCode).toBe(400);
    expect(far.json().errors).toEqual([
      { field: 'daysBefore', message: 'Elegí entre 1 y 15 días.' },
    ]);
    expect((await call(t, 'GET', URL, { cookie })).json().subscription).toBeNull();
  });
});
