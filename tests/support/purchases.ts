import type { TestApp } from './test-app';
import { call } from './accounts';

/** A valid buy-form body for the course; fields overridable. */
export function orderFor(courseId: number, overrides: Record<string, unknown> = {}) {
  return {
    courseId,
    name: 'Paula',
    lastname: 'Herrera',
    email: 'paula.compras@example.com',
    document: '30.123.456',
    country: 'AR',
    region: 'Córdoba',
    location: 'Villa Carlos Paz',
    ...overrides,
  };
}

/** Creates an order through the API as the person of `cookie`; returns the answer. */
export function createOrder(
  t: TestApp,
  cookie: string,
  courseId: number,
  overrides = {},
  ip?: string,
) {
  return call(t, 'POST', '/api/payments/create-order', {
    cookie,
    body: orderFor(courseId, overrides),
    ...(ip ? { ip } : {}),
  });
}
