import type { TestApp } from './test-app';
import { call } from './accounts';
import { orderFor } from './people';

export { orderFor };

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

/**
 * Buys through the sandbox provider: a new order paid with `outcome` on the 'Pago de prueba'
 * page. Returns the checkout's preference id and the result-screen address it sends back to.
 */
export async function buyWithSandbox(
  t: TestApp,
  cookie: string,
  courseId: number,
  outcome: 'approved' | 'rejected' | 'pending',
  overrides: Record<string, unknown> = {},
) {
  const order = await createOrder(t, cookie, courseId, overrides);
  if (order.statusCode !== 200) throw new Error(`order refused: ${order.body}`);
  const preferenceId = String(order.json().init_point).split('/').pop() ?? '';
  const paid = await call(t, 'POST', `/api/payments/sandbox/${preferenceId}/pay`, {
    body: { outcome },
  });
  if (paid.statusCode !== 200) throw new Error(`sandbox payment refused: ${paid.body}`);
  const redirect = new URL(paid.json().redirect, 'http://localhost');
  return { preferenceId, redirect, purchaseId: redirect.searchParams.get('external_reference') };
}
