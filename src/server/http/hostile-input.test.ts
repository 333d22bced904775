import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, registerPerson, verifiedPerson } from '../../../tests/support/accounts';
import { createCourse } from '../../../tests/support/courses';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

/**
 * Hostile input, generated: random and malformed path parameters, query strings, headers and
 * bodies sent to every API route of the app (read from its route table) as every kind of caller.
 * Whatever arrives, the answer is a 2xx or 4xx in the `{ message, errors? }` shape, and a refused
 * call leaves the database as it was.
 */

/** Runs per route and caller; FUZZ_RUNS raises it for a longer hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

/** They end the caller's account or session: fuzzed signed out only. */
const ENDS_SESSION = new Set(['DELETE /api/user/delete', 'POST /api/auth/logout']);

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Text that breaks naive code: NUL, lone surrogates, huge numbers, paths, markup, SQL. */
const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '\u0000',
    'ab\u0000cd',
    'ab\udfff',
    '\ud800',
    '0x1',
    '1e3',
    '-1',
    '1.5',
    'NaN',
    'Infinity',
    '9'.repeat(40),
    '../../etc/passwd',
    '%00',
    '%ff',
    '<script>alert(1)</script>',
    "'; DROP TABLE users; --",
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ٩(◕‿◕)۶',
    ' '.repeat(300),
    'a'.repeat(5000),
  ),
);

const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(nastyText, fc.oneof(nastyText, fc.integer(), fc.double(), fc.boolean())),
  fc.array(nastyText),
);

/** One hostile request for a route: the pieces fast-check varies. */
const hostileRequest = fc.record({
  params: fc.array(nastyText, { minLength: 4, maxLength: 4 }),
  query: fc.dictionary(nastyText, nastyText, { maxKeys: 4 }),
  body: fc.oneof(
    jsonish.map((value) => ({ type: 'application/json', payload: JSON.stringify(value) })),
    nastyText.map((text) => ({ type: 'application/json', payload: text })),
    nastyText.map((text) => ({ type: 'text/plain', payload: text })),
    fc.constant({ type: undefined, payload: undefined }),
  ),
  headers: fc.dictionary(
    fc.constantFrom('accept-language', 'x-request-id', 'referer', 'user-agent', 'if-none-match'),
    fc.string({ maxLength: 200 }).filter((value) => /^[\t\x20-\x7e]*$/.test(value)),
    { maxKeys: 3 },
  ),
  cookie: fc.option(fc.string({ maxLength: 100 }).filter((value) => /^[\x21-\x7e]*$/.test(value))),
});

/** The route's address with its parameters replaced by the generated ones. */
function addressOf(pattern: string, params: string[], query: Record<string, string>): string {
  let index = 0;
  // A lone surrogate cannot be percent-encoded: it travels as the replacement character.
  const path = pattern.replace(/:\w+/g, () =>
    encodeURIComponent(Buffer.from(params[index++ % params.length]!).toString()),
  );
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * What changes when a call writes anything: every table's row count, read in one statement (one
 * query per table, twice per call, was most of this file's time).
 */
async function fingerprint(t: TestApp): Promise<string> {
  const result = (await t.db.execute((countsQuery ??= await countsOfEveryTable(t)))) as
    { rows?: { counts: string }[] } | { counts: string }[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return rows[0]?.counts ?? '';
}

let countsQuery: ReturnType<typeof sql.raw> | undefined;

async function countsOfEveryTable(t: TestApp) {
  const result = (await t.db.execute(
    sql.raw(`select tablename from pg_tables where schemaname = 'public' order by tablename`),
  )) as { rows?: { tablename: string }[] } | { tablename: string }[];
  const tables = (Array.isArray(result) ? result : (result.rows ?? [])).map(
    ({ tablename }) => `'${tablename}=' || (select count(*) from "${tablename}")`,
  );
  return sql.raw(`select concat_ws(',', ${tables.join(', ')}) as counts`);
}

/**
 * Routes under /api that answer a page of their own (opened from a mail client), not JSON: the
 * unsubscribe link of marketing mail.
 */
const PAGES = new Set([
  'GET /api/mail/unsubscribe',
  'POST /api/mail/unsubscribe',
  'GET /api/tax-calendar/subscriptions/confirm',
  'POST /api/tax-calendar/subscriptions/confirm',
  'GET /api/tax-calendar/unsubscribe',
  'POST /api/tax-calendar/unsubscribe',
]);

function expectDocumentedShape(status: number, body: string, label: string) {
  expect(status, label).toBeLessThan(500);
  if (status < 400) return;
  if (PAGES.has(label.split(' as ')[0]!) && !body.trimStart().startsWith('{')) {
    expect(body, label).toContain('El enlace no es válido');
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(`${label}: ${status} answered without JSON: ${body.slice(0, 200)}`);
  }
  expect(
    Object.keys(parsed as object).every((key) => key === 'message' || key === 'errors'),
    `${label}: ${body}`,
  ).toBe(true);
  expect(typeof (parsed as { message: unknown }).message, label).toBe('string');
  expect(body, label).not.toMatch(/FST_|stack|at \w+ \(|node_modules/);
}

describe('hostile input to every API route', () => {
  let t: TestApp;
  const sessions: { role: string; cookie?: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await createCourse(t, { title: 'Monotributo para profesionales' });
    sessions.push(
      { role: 'anonymous' },
      { role: 'unverified', cookie: (await registerPerson(t)).cookie },
      { role: 'verified', cookie: (await verifiedPerson(t)).cookie },
      { role: 'admin', cookie: (await adminPerson(t)).cookie },
    );
  });
  afterAll(async () => t.close());

  it('answers every hostile request with a 2xx or a documented 4xx, and refusals write nothing', async () => {
    const routes = t.app.routeTable.filter(
      (route) => route.url.startsWith('/api') && route.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(40);
    const empty = await fingerprint(t);
    await registerPerson(t);
    expect(await fingerprint(t), 'the fingerprint sees a write').not.toBe(empty);
    let sent = 0;
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const callers = ENDS_SESSION.has(key) ? sessions.slice(0, 1) : sessions;
      for (const caller of callers) {
        await fc.assert(
          fc.asyncProperty(hostileRequest, async (request) => {
            const before = STATE_CHANGING.has(route.method) ? await fingerprint(t) : '';
            const cookie = [caller.cookie, request.cookie].filter(Boolean).join('; ');
            const response = await t.app.inject({
              method: route.method as 'GET',
              url: addressOf(route.url, request.params, request.query),
              remoteAddress: `10.66.${sent % 250}.${(sent >> 8) % 250}`,
              headers: {
                ...request.headers,
                ...(cookie ? { cookie } : {}),
                ...(request.body.type ? { 'content-type': request.body.type } : {}),
              },
              ...(request.body.payload === undefined ? {} : { payload: request.body.payload }),
            });
            sent += 1;
            const label = `${key} as ${caller.role}`;
            expectDocumentedShape(response.statusCode, response.body, label);
            if (response.statusCode >= 400 && before) {
              expect(await fingerprint(t), `${label} refused but wrote`).toBe(before);
            }
          }),
          { numRuns: RUNS },
        );
      }
    }
    expect(sent).toBeGreaterThan(routes.length * RUNS);
  }, 600_000);
});
