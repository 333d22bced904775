import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, newPerson, verifiedPerson } from '../../../tests/support/accounts';
import { createCourse } from '../../../tests/support/courses';
import { createMercadoPagoFake } from '../../../tests/support/mercadopago-fake';
import { buyWithSandbox, createOrder } from '../../../tests/support/purchases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { fixtureWebDir } from '../../../tests/support/web-fixture';
import { createMercadoPagoProvider } from '../modules/payments/providers/mercadopago';

/** `feature=(allowlist)` of a Permissions-Policy header, as a list of its entries. */
function allowlist(policy: string, feature: string): string[] | undefined {
  const entry = policy
    .split(',')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${feature}=`));
  return entry
    ?.slice(feature.length + 2, -1)
    .split(' ')
    .filter(Boolean);
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ webDir: fixtureWebDir() })));
  afterAll(async () => t.close());

  it('forbids framing with one policy: CSP frame-ancestors none and X-Frame-Options DENY', async () => {
    for (const url of ['/', '/account/profile', '/api/courses', '/api/no-existe']) {
      const response = await t.app.inject({ url });
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  it('denies powerful features, and lends the YouTube players only what they ask for', async () => {
    const policy = String((await t.app.inject({ url: '/' })).headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial']) {
      expect(allowlist(policy, feature), feature).toEqual([]);
    }
    const players = ['self', '"https://www.youtube.com"', '"https://www.youtube-nocookie.com"'];
    for (const feature of [
      'fullscreen',
      'encrypted-media',
      'picture-in-picture',
      'autoplay',
      'accelerometer',
      'gyroscope',
      'clipboard-write',
    ]) {
      expect(allowlist(policy, feature), feature).toEqual(players);
    }
  });

  it('keeps every answer with personal data out of every cache', async () => {
    const course = await createCourse(t, { title: 'Monotributo para profesionales' });
    const buyer = await verifiedPerson(t);
    const admin = await adminPerson(t);
    const order = await createOrder(t, buyer.cookie, course.id, {
      email: 'pagadora@example.com',
    });
    const preferenceId = String(order.json().init_point).split('/').pop();
    const checkout = await call(t, 'GET', `/api/payments/sandbox/${preferenceId}`);
    expect(checkout.body).toContain('pagadora@example.com');
    const { purchaseId } = await buyWithSandbox(t, buyer.cookie, course.id, 'approved');
    const person = newPerson();
    const answers = {
      'sandbox checkout': checkout,
      'payment result': await call(
        t,
        'GET',
        `/api/payments/result?external_reference=${purchaseId}`,
      ),
      register: await call(t, 'POST', '/api/auth/register', { body: person, ip: '10.61.0.1' }),
      login: await call(t, 'POST', '/api/auth/login', {
        body: { email: buyer.person.email, password: buyer.person.password },
      }),
      session: await call(t, 'GET', '/api/auth/verify/token', { cookie: buyer.cookie }),
      user: await call(t, 'GET', '/api/user', { cookie: buyer.cookie }),
      'admin users': await call(t, 'GET', '/api/admin/users', { cookie: admin.cookie }),
      'admin stats': await call(t, 'GET', '/api/admin/stats', { cookie: admin.cookie }),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(300);
      expect(response.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('leaves public answers cacheable as their routes say', async () => {
    const countries = await t.app.inject({ url: '/api/geo/countries' });
    expect(countries.headers['cache-control']).toBe('public, max-age=86400');
    const catalogue = await t.app.inject({ url: '/api/courses' });
    expect(catalogue.headers['cache-control']).toBeUndefined();
  });

  it('says when to retry on a 503, from the error handler or a route', async () => {
    const notBuilt = await createTestApp();
    try {
      const page = await notBuilt.app.inject({ url: '/services' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('30');
      await notBuilt.database.close();
      const health = await notBuilt.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('30');
    } finally {
      await notBuilt.app.close();
      await notBuilt.smtp.close();
    }
  });
});

describe('a 503 from the error handler', () => {
  const fake = createMercadoPagoFake();
  let t: TestApp;
  beforeAll(async () => {
    fake.listen();
    t = await createTestApp({
      env: { MERCADOPAGO_ACCESS_TOKEN: 'TEST-1234567890' },
      payments: createMercadoPagoProvider({
        accessToken: 'TEST-1234567890',
        appUrl: 'http://localhost:3000',
        maxRetries: 0,
      }),
    });
  });
  afterAll(async () => {
    await t.close();
    fake.close();
  });

  it('says when to retry', async () => {
    const course = await createCourse(t, { title: 'Sueldos y cargas sociales' });
    const buyer = await verifiedPerson(t);
    fake.state.failing = true;
    const order = await createOrder(t, buyer.cookie, course.id);
    expect(order.statusCode, order.body).toBe(503);
    expect(order.headers['retry-after']).toBe('30');
  });
});
