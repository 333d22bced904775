import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

/** The contact form allows 5 messages per address in 10 minutes. */
const CONTACT_LIMIT = 5;

/** A contact message arriving from `peer`, carrying the X-Forwarded-For chain it was given. */
const contact = (t: TestApp, peer: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: peer,
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: JSON.stringify({
      name: 'Lucía Gómez',
      email: 'lucia.gomez@example.com',
      message: 'Hola, quisiera una consulta por la recategorización del monotributo.',
    }),
  });

/** Statuses of the contact messages sent one after another, each with the chain made for it. */
async function statuses(t: TestApp, peer: string, chain: (i: number) => string | undefined) {
  const seen: number[] = [];
  for (let i = 0; i <= CONTACT_LIMIT; i++) seen.push((await contact(t, peer, chain(i))).statusCode);
  return seen;
}

const LIMITED = [...Array<number>(CONTACT_LIMIT).fill(200), 429];
const NEVER_LIMITED = Array<number>(CONTACT_LIMIT + 1).fill(200);

describe('client addresses behind a proxy', () => {
  describe('with TRUST_PROXY=1 (one proxy in front)', () => {
    let t: TestApp;
    beforeAll(async () => (t = await createTestApp({ env: { TRUST_PROXY: '1' } })));
    afterAll(async () => t.close());

    it('takes the address the proxy appended, not the one the client wrote, so limits still trip', async () => {
      // The client writes a new address of its own each time; the proxy appends the real one.
      expect(await statuses(t, '10.0.0.1', (i) => `1.2.3.${i}, 203.0.113.7`)).toEqual(LIMITED);
      // Another visitor through the same proxy is someone else.
      expect((await contact(t, '10.0.0.1', '203.0.113.8')).statusCode).toBe(200);
    });
  });

  describe('with TRUST_PROXY set to the proxies’ addresses', () => {
    let t: TestApp;
    beforeAll(
      async () => (t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.1,10.0.1.0/24' } })),
    );
    afterAll(async () => t.close());

    it('trusts the listed proxies: each visitor behind them is counted apart', async () => {
      expect(await statuses(t, '10.0.0.1', (i) => `198.51.100.${i}`)).toEqual(NEVER_LIMITED);
      // Through two listed proxies, what the client wrote before them is still ignored.
      expect(await statuses(t, '10.0.0.1', (i) => `1.2.3.${i}, 203.0.113.7, 10.0.1.9`)).toEqual(
        LIMITED,
      );
    });

    it('ignores X-Forwarded-For from anyone not listed', async () => {
      expect(await statuses(t, '192.0.2.50', (i) => `198.51.100.${i}`)).toEqual(LIMITED);
    });
  });
});
