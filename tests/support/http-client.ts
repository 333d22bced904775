import { newPerson } from './people';
import { sessionCookieOf } from './server-process';
import type { SmtpSink } from './smtp-sink';

export type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

/**
 * A JSON call over HTTP to a running server process, with an optional session cookie and the
 * client address a reverse proxy would forward (the server must trust the proxy to use it).
 */
export async function send(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; cookie?: string; forwardedFor?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, body, headers: response.headers };
}

/**
 * Registers through the HTTP API and verifies with the code the server mailed to the sink, as
 * a person does; returns the person and a live session cookie.
 */
export async function verifiedPersonAt(
  baseUrl: string,
  smtp: SmtpSink,
  options: { forwardedFor?: string } = {},
) {
  const person = newPerson();
  const since = smtp.messages.length;
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
    body: JSON.stringify(person),
  });
  if (response.status !== 201) {
    throw new Error(`register ${response.status}: ${await response.text()}`);
  }
  const cookie = sessionCookieOf(response);
  const otp = await smtp.waitForCode(person.email, since);
  const verified = await send(baseUrl, 'POST', '/api/auth/verify/account', {
    body: { otp },
    cookie,
    ...options,
  });
  if (verified.status !== 200) throw new Error(`verify ${verified.status}`);
  return { person, cookie };
}
