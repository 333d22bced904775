import { describe, expect, it } from 'vitest';
import {
  call,
  codeSentTo,
  newPerson,
  registerPerson,
  sessionCookie,
} from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/use-test-app';

describe('registration and the e-mailed verification code', () => {
  const t = useTestApp();

  it('creates an unverified, signed-in account and e-mails a 6-digit code that verifies it', async () => {
    const person = newPerson();
    const since = t.smtp.messages.length;
    const response = await call(t, 'POST', '/api/auth/register', { body: person });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      email: person.email,
      username: person.username,
      status: false,
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(body)).not.toContain(person.password);

    const cookie = response.cookies.find((entry) => entry.name === 'token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const code = await codeSentTo(t, person.email, since);
    const session = await call(t, 'GET', '/api/auth/verify/token', {
      cookie: sessionCookie(response),
    });
    expect(session.json().user.status).toBe(false);

    const verified = await call(t, 'POST', '/api/auth/verify/account', {
      body: { otp: code },
      cookie: sessionCookie(response),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.status).toBe(true);
  });

  it('answers every invalid field with its own Spanish message', async () => {
    const response = await call(t, 'POST', '/api/auth/register', {
      body: {
        name: '',
        lastname: 'X',
        username: 'con espacios',
        email: 'sin-arroba',
        password: 'corta',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'name', message: 'Ingresá tu nombre.' },
      { field: 'lastname', message: 'El apellido debe tener al menos 2 caracteres.' },
      {
        field: 'username',
        message:
          'El nombre de usuario solo puede tener letras, números, puntos, guiones y guiones bajos.',
      },
      { field: 'email', message: 'Ingresá un correo electrónico válido.' },
      { field: 'password', message: 'La contraseña debe tener al menos 8 caracteres.' },
    ]);
  });

  it('refuses an e-mail or username already taken, whatever their case', async () => {
    const { person } = await registerPerson(t);
    const again = newPerson({
      email: person.email.toUpperCase(),
      username: person.username.toUpperCase(),
    });
    const response = await call(t, 'POST', '/api/auth/register', { body: again });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([
      { field: 'email', message: 'Ya existe una cuenta con ese correo electrónico.' },
      { field: 'username', message: 'Ese nombre de usuario ya está en uso.' },
    ]);
  });

  it('refuses one of the most common passwords, whatever its case, and creates no account', async () => {
    const person = newPerson({ password: 'QwertyUiop' });
    const response = await call(t, 'POST', '/api/auth/register', { body: person });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'password',
        message: 'Esa contraseña es demasiado común: elegí otra más difícil de adivinar.',
      },
    ]);
    const retry = await call(t, 'POST', '/api/auth/register', {
      body: { ...person, password: 'cuaderno-de-ventas-24' },
    });
    expect(retry.statusCode).toBe(201);
  });

  it('kills a code after five wrong tries: the sixth fails even with the right code', async () => {
    const { cookie, code } = await registerPerson(t);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const attempt = await call(t, 'POST', '/api/auth/verify/account', {
        body: { otp: wrong },
        cookie,
      });
      expect(attempt.statusCode).toBe(400);
      expect(attempt.json().errors).toEqual([
        { field: 'otp', message: 'El código es incorrecto.' },
      ]);
    }
    const sixth = await call(t, 'POST', '/api/auth/verify/account', {
      body: { otp: code },
      cookie,
    });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('Superaste los intentos permitidos. Pedí un código nuevo.');
  });

  it('refuses a code once ten minutes have passed', async () => {
    const { cookie, code } = await registerPerson(t);
    t.clock.advance(10 * 60 * 1000 + 1000);
    try {
      const late = await call(t, 'POST', '/api/auth/verify/account', {
        body: { otp: code },
        cookie,
      });
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe('El código venció o ya no es válido. Pedí uno nuevo.');
    } finally {
      t.clock.advance(-(10 * 60 * 1000 + 1000));
    }
  });

  it('locks resending for 30 seconds; a new code replaces the old one', async () => {
    const { person, cookie, code: first } = await registerPerson(t);
    const tooSoon = await call(t, 'POST', '/api/auth/resendOtp', { cookie, body: {} });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^Esperá \d+ segundos antes de pedir otro código\.$/);

    t.clock.advance(31_000);
    try {
      const since = t.smtp.messages.length;
      const resent = await call(t, 'POST', '/api/auth/resendOtp', { cookie });
      expect(resent.statusCode).toBe(200);
      const second = await codeSentTo(t, person.email, since);
      if (second !== first) {
        const old = await call(t, 'POST', '/api/auth/verify/account', {
          body: { otp: first },
          cookie,
        });
        expect(old.statusCode).toBe(400);
      }
      const ok = await call(t, 'POST', '/api/auth/verify/account', {
        body: { otp: second },
        cookie,
      });
      expect(ok.statusCode).toBe(200);
      const reused = await call(t, 'POST', '/api/auth/resendOtp', { cookie });
      expect(reused.json().message).toBe('Tu cuenta ya está verificada.');
    } finally {
      t.clock.advance(-31_000);
    }
  });

  it('asks for a session before verifying or resending', async () => {
    expect(
      (await call(t, 'POST', '/api/auth/verify/account', { body: { otp: '123456' } })).statusCode,
    ).toBe(401);
    expect((await call(t, 'POST', '/api/auth/resendOtp')).statusCode).toBe(401);
  });

  it('limits registrations from one address with a 429', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 10; i++) {
      await call(t, 'POST', '/api/auth/register', { body: { name: '' }, ip });
    }
    const limited = await call(t, 'POST', '/api/auth/register', { body: newPerson(), ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'Hiciste demasiados intentos. Esperá unos minutos y volvé a intentar.',
    );
  });
});
