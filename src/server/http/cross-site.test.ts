import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedPerson } from '../../../tests/support/accounts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A concrete address for a route pattern: every parameter filled with something plausible. */
const concrete = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'slug' ? 'curso' : name === 'id' ? '1' : '00000000-0000-4000-8000-000000000000',
  );

/** What another site can make a signed-in visitor's browser send without asking the API. */
const FORGERIES = [
  { 'content-type': 'application/x-www-form-urlencoded', payload: 'name=x&email=x%40x.com' },
  { 'content-type': 'text/plain', payload: '{"name":"x","email":"x@x.com"}' },
  { 'content-type': 'multipart/form-data; boundary=x', payload: '--x--' },
];

/**
 * Calls made from other sites by design: a mail provider POSTs a one-click unsubscribe from its
 * own servers (RFC 8058). It reads no cookie; the link's secret is the whole key.
 */
const FROM_ANY_SITE = new Set([
  'POST /api/mail/unsubscribe',
  'POST /api/tax-calendar/subscriptions/confirm',
  'POST /api/tax-calendar/unsubscribe',
]);

describe('cross-site requests', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await verifiedPerson(t));
  });
  afterAll(async () => t.close());

  it('refuses every state-changing call sent from another site, whatever its body', async () => {
    const routes = t.app.routeTable.filter(
      (route) =>
        route.url.startsWith('/api') &&
        STATE_CHANGING.has(route.method) &&
        !FROM_ANY_SITE.has(`${route.method} ${route.url}`),
    );
    expect(routes.length).toBeGreaterThan(25);
    const accepted: string[] = [];
    for (const route of routes) {
      for (const forgery of FORGERIES) {
        for (const site of [
          { origin: 'https://evil.example' },
          { 'sec-fetch-site': 'cross-site' },
        ]) {
          const response = await t.app.inject({
            method: route.method as 'POST',
            url: concrete(route.url),
            headers: { cookie, 'content-type': forgery['content-type'], ...site },
            payload: forgery.payload,
          });
          if (response.statusCode !== 403) {
            accepted.push(
              `${route.method} ${route.url} ${forgery['content-type']}: ${response.statusCode}`,
            );
          } else {
            expect(response.json()).toEqual({
              message: 'Solicitud rechazada: el origen no está permitido.',
            });
          }
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  it('refuses a same-site form post too: the API reads JSON only', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update/profile',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Otro&lastname=Nombre&username=otro_nombre',
    });
    expect(response.statusCode).toBe(415);
    const user = await t.app.inject({ url: '/api/user', headers: { cookie } });
    expect(user.json().user.name).not.toBe('Otro');
  });
});
