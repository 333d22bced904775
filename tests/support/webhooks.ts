import { createHmac, randomUUID } from 'node:crypto';
import type { TestApp } from './test-app';

type WebhookOptions = { secret?: string; ts?: number; action?: string; type?: string };

/**
 * A MercadoPago Webhooks notification for a payment, as MercadoPago sends it:
 * `?data.id=…&type=payment`, the documented body, and (with a secret) the x-signature header
 * signed at `ts` (seconds; now by default).
 */
export function paymentWebhook(paymentId: string | number, options: WebhookOptions = {}) {
  const id = String(paymentId);
  const requestId = randomUUID();
  const ts = options.ts ?? Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-request-id': requestId,
  };
  if (options.secret) {
    const manifest = `id:${id};request-id:${requestId};ts:${ts};`;
    const v1 = createHmac('sha256', options.secret).update(manifest).digest('hex');
    headers['x-signature'] = `ts=${ts},v1=${v1}`;
  }
  return {
    path: `/api/payments/webhook?data.id=${id}&type=${options.type ?? 'payment'}`,
    headers,
    body: JSON.stringify({
      action: options.action ?? 'payment.updated',
      api_version: 'v1',
      data: { id },
      date_created: '2026-11-20T13:15:32Z',
      id: 116574331741,
      live_mode: false,
      type: options.type ?? 'payment',
      user_id: '202809963',
    }),
  };
}

/** Delivers the notification of `paymentWebhook` to the test app, signed at the app's clock. */
export function deliverPaymentWebhook(
  t: TestApp,
  paymentId: string | number,
  options: WebhookOptions = {},
) {
  const notification = paymentWebhook(paymentId, {
    ts: Math.floor(t.app.ctx.now().getTime() / 1000),
    ...options,
  });
  return t.app.inject({
    method: 'POST',
    url: notification.path,
    remoteAddress: '54.88.218.97',
    headers: notification.headers,
    payload: notification.body,
  });
}
