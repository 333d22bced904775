import { describe, expect, it } from 'vitest';
import { call, verifiedPerson } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { mailSettled } from '../../../../tests/support/mail-settled';

const answerFor = (email: string) =>
  `Si ${email} tiene una cuenta, te enviamos un correo con las instrucciones para restablecer tu contraseña.`;

describe('forgotten password', () => {
  const t = useTestApp({ env: { APP_URL: 'https://cursos.example.com.ar' } });

  /** Asks for a link and returns its path, read from the e-mail. */
  async function resetLinkFor(email: string): Promise<string> {
    const since = t.smtp.messages.length;
    const response = await call(t, 'POST', '/api/auth/forgot-password', {
      body: { email },
      headers: { host: 'atacante.example', origin: 'https://cursos.example.com.ar' },
    });
    expect(response.json()).toEqual({ message: answerFor(email) });
    const mail = await t.smtp.waitFor(email, { since });
    const link = /https:\/\/cursos\.example\.com\.ar(\/auth\/login\/reset-password\/\S+)/.exec(
      mail.text,
    )?.[1];
    if (!link) throw new Error(`no link in ${mail.text}`);
    return link;
  }

  it('answers the same for unknown addresses and sends them nothing', async () => {
    const since = t.smtp.messages.length;
    const response = await call(t, 'POST', '/api/auth/forgot-password', {
      body: { email: 'nadie@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: answerFor('nadie@example.com') });
    await mailSettled(t);
    expect(t.smtp.messages.slice(since)).toEqual([]);
  });

  it('sets a new password through the e-mailed link once, ending every session', async () => {
    const { person, cookie } = await verifiedPerson(t);
    const link = await resetLinkFor(person.email);
    const api = link.replace('/auth/login/reset-password/', '/api/auth/reset-password/');

    const mismatch = await call(t, 'POST', api, {
      body: { password: 'nueva-clave-2025', confirmPassword: 'otra' },
    });
    expect(mismatch.json().errors).toEqual([
      { field: 'confirmPassword', message: 'Las contraseñas no coinciden.' },
    ]);

    const reset = await call(t, 'POST', api, {
      body: { password: 'nueva-clave-2025', confirmPassword: 'nueva-clave-2025' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/user', { cookie })).statusCode).toBe(401);

    const again = await call(t, 'POST', api, {
      body: { password: 'tercera-clave-2025', confirmPassword: 'tercera-clave-2025' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/no es válido, ya se usó o venció/);

    const oldPassword = await call(t, 'POST', '/api/auth/login', {
      body: { email: person.email, password: person.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await call(t, 'POST', '/api/auth/login', {
      body: { email: person.email, password: 'nueva-clave-2025' },
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it('refuses a common password and leaves the link usable for a better one', async () => {
    const { person } = await verifiedPerson(t);
    const link = await resetLinkFor(person.email);
    const api = link.replace('/auth/login/reset-password/', '/api/auth/reset-password/');
    const common = await call(t, 'POST', api, {
      body: { password: 'Password123', confirmPassword: 'Password123' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual([
      {
        field: 'password',
        message: 'Esa contraseña es demasiado común: elegí otra más difícil de adivinar.',
      },
    ]);
    const reset = await call(t, 'POST', api, {
      body: { password: 'cuaderno-de-ventas-24', confirmPassword: 'cuaderno-de-ventas-24' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('says whether a link is still usable before anything is typed', async () => {
    const { person } = await verifiedPerson(t);
    const link = await resetLinkFor(person.email);
    const api = link.replace('/auth/login/reset-password/', '/api/auth/reset-password/');

    expect((await call(t, 'GET', api)).statusCode).toBe(200);
    expect((await call(t, 'GET', `${api.slice(0, -4)}AAAA`)).statusCode).toBe(400);
    const malformed = await call(t, 'GET', '/api/auth/reset-password/123/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      message:
        'El enlace para restablecer la contraseña no es válido, ya se usó o venció. Pedí uno nuevo.',
    });

    const body = { password: 'nueva-clave-2025', confirmPassword: 'nueva-clave-2025' };
    expect((await call(t, 'POST', api, { body })).statusCode).toBe(200);
    const used = await call(t, 'GET', api);
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toMatch(/no es válido, ya se usó o venció/);
  });

  it('refuses a link after an hour, and malformed or tampered links', async () => {
    const { person } = await verifiedPerson(t);
    const link = await resetLinkFor(person.email);
    const api = link.replace('/auth/login/reset-password/', '/api/auth/reset-password/');
    const body = { password: 'nueva-clave-2025', confirmPassword: 'nueva-clave-2025' };

    const tampered = await call(t, 'POST', `${api.slice(0, -4)}AAAA`, { body });
    expect(tampered.statusCode).toBe(400);
    const malformed = await call(t, 'POST', '/api/auth/reset-password/123/abc', { body });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/no es válido/);

    t.clock.advance(61 * 60 * 1000);
    try {
      expect((await call(t, 'POST', api, { body })).statusCode).toBe(400);
    } finally {
      t.clock.advance(-61 * 60 * 1000);
    }
  });
});
