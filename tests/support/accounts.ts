import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { newPerson } from './people';
import type { TestApp } from './test-app';

export { newPerson };

let counter = 0;

/** The `token=…` pair of a response's Set-Cookie, to send back as a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === 'token');
  if (!cookie?.value)
    throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `token=${cookie.value}`;
}

/** A JSON call through the real app, with an optional session cookie and client address. */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; cookie?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
}

/** The 6-digit code of the next mail to `to` after message number `since`. */
export function codeSentTo(t: TestApp, to: string, since: number): Promise<string> {
  return t.smtp.waitForCode(to, since);
}

/** Registers through the API; returns the session cookie and the e-mailed code. */
export async function registerPerson(t: TestApp, overrides: Partial<Record<string, string>> = {}) {
  counter += 1;
  const person = newPerson(overrides);
  const since = t.smtp.messages.length;
  const response = await call(t, 'POST', '/api/auth/register', {
    body: person,
    ip: `10.9.${counter % 250}.1`,
  });
  expect(response.statusCode, response.body).toBe(201);
  const code = await codeSentTo(t, person.email, since);
  return { person, cookie: sessionCookie(response), code, user: response.json().user };
}

/** Registers and verifies; returns the person and a live session cookie. */
export async function verifiedPerson(t: TestApp, overrides: Partial<Record<string, string>> = {}) {
  const registered = await registerPerson(t, overrides);
  const verified = await call(t, 'POST', '/api/auth/verify/account', {
    body: { otp: registered.code },
    cookie: registered.cookie,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return registered;
}

/** A verified person with the admin role; returns the person and a live session cookie. */
export async function adminPerson(t: TestApp, overrides: Partial<Record<string, string>> = {}) {
  const admin = await verifiedPerson(t, overrides);
  await t.db
    .update(users)
    .set({ roles: ['user', 'admin'] })
    .where(eq(users.email, admin.person.email));
  return admin;
}
