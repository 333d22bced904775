import { describe, expect, it } from 'vitest';
import { call, sessionCookie, verifiedPerson } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/use-test-app';

const DAY = 24 * 60 * 60 * 1000;

describe('login, sessions and logout', () => {
  const t = useTestApp();

  it('signs in with the right password, with a new token each time', async () => {
    const { person, cookie: registrationCookie } = await verifiedPerson(t);
    const login = await call(t, 'POST', '/api/auth/login', {
      body: { email: person.email.toUpperCase(), password: person.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ email: person.email, status: true });
    expect(sessionCookie(login)).not.toBe(registrationCookie);
    const me = await call(t, 'GET', '/api/user', { cookie: sessionCookie(login) });
    expect(me.json().user.username).toBe(person.username);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const { person } = await verifiedPerson(t);
    const wrongPassword = await call(t, 'POST', '/api/auth/login', {
      body: { email: person.email, password: 'otra-clave-123' },
    });
    const unknown = await call(t, 'POST', '/api/auth/login', {
      body: { email: 'nadie@example.com', password: 'otra-clave-123' },
    });
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'El correo o la contraseña son incorrectos.' });
      expect(response.cookies.find((entry) => entry.name === 'token')).toBeUndefined();
    }
  });

  it('answers the session check with the user, or null without a live session', async () => {
    const { cookie, person } = await verifiedPerson(t);
    expect((await call(t, 'GET', '/api/auth/verify/token')).json()).toEqual({ user: null });
    expect((await call(t, 'GET', '/api/auth/verify/token', { cookie })).json().user.email).toBe(
      person.email,
    );
    const forged = await call(t, 'GET', '/api/auth/verify/token', { cookie: 'token=forjado' });
    expect(forged.json()).toEqual({ user: null });
    expect((await call(t, 'GET', '/api/user', { cookie: 'token=forjado' })).statusCode).toBe(401);
  });

  it('ends the session on the server at logout', async () => {
    const { cookie } = await verifiedPerson(t);
    const logout = await call(t, 'POST', '/api/auth/logout', { cookie });
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((entry) => entry.name === 'token');
    expect(cleared?.value).toBe('');
    expect((await call(t, 'GET', '/api/user', { cookie })).statusCode).toBe(401);
  });

  it('keeps each session to its own account', async () => {
    const ana = await verifiedPerson(t, { name: 'Ana' });
    const beto = await verifiedPerson(t, { name: 'Beto' });
    const update = await call(t, 'PUT', '/api/user/update/profile', {
      cookie: beto.cookie,
      body: { name: 'Roberto', lastname: 'Paz', username: beto.person.username },
    });
    expect(update.json().user.email).toBe(beto.person.email);
    const anaNow = await call(t, 'GET', '/api/user', { cookie: ana.cookie });
    expect(anaNow.json().user).toMatchObject({ name: 'Ana', email: ana.person.email });
  });

  it('slides the expiry forward while used, and expires after 30 idle days', async () => {
    const { cookie } = await verifiedPerson(t);
    t.clock.advance(29 * DAY);
    const used = await call(t, 'GET', '/api/user', { cookie });
    expect(used.statusCode).toBe(200);
    expect(
      used.cookies.find((entry) => entry.name === 'token')?.expires?.getTime(),
    ).toBeGreaterThan(Date.now() + 58 * DAY);
    t.clock.advance(29 * DAY);
    expect((await call(t, 'GET', '/api/user', { cookie })).statusCode).toBe(200);
    t.clock.advance(31 * DAY);
    expect((await call(t, 'GET', '/api/user', { cookie })).statusCode).toBe(401);
    t.clock.advance(-89 * DAY);
  });

  it('limits login attempts per account, whatever the address they come from', async () => {
    const { person } = await verifiedPerson(t);
    for (let i = 0; i < 10; i++) {
      const attempt = await call(t, 'POST', '/api/auth/login', {
        body: { email: person.email, password: 'adivinando-123' },
        ip: `192.0.2.${i + 1}`,
      });
      expect(attempt.statusCode).toBe(401);
    }
    const limited = await call(t, 'POST', '/api/auth/login', {
      body: { email: person.email, password: person.password },
      ip: '192.0.2.99',
    });
    expect(limited.statusCode).toBe(429);
  });

  it('does not let failures from elsewhere lock a person out of an address they used before', async () => {
    const { person } = await verifiedPerson(t);
    const home = '198.51.100.7';
    const signIn = (password: string, ip: string) =>
      call(t, 'POST', '/api/auth/login', { body: { email: person.email, password }, ip });
    expect((await signIn(person.password, home)).statusCode).toBe(200);

    for (let i = 0; i < 12; i++) await signIn('adivinando-123', `203.0.113.${i + 1}`);
    expect((await signIn(person.password, '203.0.113.200')).statusCode).toBe(429);
    expect((await signIn(person.password, home)).statusCode).toBe(200);
  });
});
