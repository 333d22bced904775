import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

/** A concrete URL for a route pattern: sample values in place of its parameters. */
const concrete = (pattern: string) =>
  pattern
    .replace(':userId', '2b1d4a8e-0c5f-4a3e-9b7d-6f1e2d3c4b5a')
    .replace(':id', '1')
    .replace(':slug', 'curso');

describe('every /api/admin route', () => {
  let t: TestApp;
  let routes: { method: string; url: string }[];
  beforeAll(async () => {
    t = await createTestApp();
    routes = t.app.routeTable.filter(
      (route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD',
    );
  });
  afterAll(async () => t.close());

  it('is found in the app itself (so a new admin route cannot be left out)', () => {
    expect(routes.length).toBeGreaterThanOrEqual(10);
    expect(routes).toContainEqual({ method: 'GET', url: '/api/admin/users' });
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/admin/courses/:id/:slug' });
  });

  it('answers 401 to visitors and 403 to students, before reading anything they send', async () => {
    const student = await verifiedPerson(t);
    const admin = await adminPerson(t);
    for (const route of routes) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const url = concrete(route.url);
      const body = method === 'GET' ? undefined : {};
      const anonymous = await call(t, method, url, { body });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json().message).toBe('Tenés que iniciar sesión para continuar.');
      const refused = await call(t, method, url, { body, cookie: student.cookie });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toBe('No tenés permiso para realizar esta acción.');
      const allowed = await call(t, method, url, { body, cookie: admin.cookie });
      expect([401, 403], `${method} ${url}`).not.toContain(allowed.statusCode);
      expect(allowed.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
  });
});
