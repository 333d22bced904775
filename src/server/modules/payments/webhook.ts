import { InvalidWebhookSignatureError, WebhookSignatureValidator } from 'mercadopago';

/** How old a signed notification may be (seconds); older ones are refused as replays. */
export const SIGNATURE_TOLERANCE_S = 300;

/**
 * A MercadoPago notification, from either of the two shapes it sends to the same URL:
 * Webhooks (`?data.id=…&type=payment`, body `{ type, data: { id } }`, signed) and the older
 * IPN (`?topic=payment&id=…`, unsigned).
 */
export type Notification = { shape: 'webhook' | 'ipn'; topic: string; id: string };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : undefined;

export function parseNotification(
  query: Record<string, unknown>,
  body: unknown,
): Notification | null {
  const payload = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  const data = (payload.data ?? {}) as Record<string, unknown>;
  const webhookType = text(query.type) ?? text(payload.type);
  const webhookId = text(query['data.id']) ?? text(data.id);
  if (webhookType && webhookId) return { shape: 'webhook', topic: webhookType, id: webhookId };

  const ipnTopic = text(query.topic) ?? text(payload.topic);
  const resource = text(payload.resource);
  const ipnId = text(query.id) ?? resource?.split('/').pop();
  if (ipnTopic && ipnId) return { shape: 'ipn', topic: ipnTopic, id: ipnId };
  return null;
}

export type SignatureCheck = { valid: true } | { valid: false; reason: string };

/**
 * Checks `x-signature` (`ts=…,v1=…`): HMAC-SHA256 with the secret over
 * `id:{data.id};request-id:{x-request-id};ts:{ts};`, compared in constant time, `ts` fresh.
 */
export function checkSignature(options: {
  signature: string | string[] | undefined;
  requestId: string | string[] | undefined;
  dataId: string;
  secret: string;
  now: () => number;
}): SignatureCheck {
  // MercadoPago signs alphanumeric ids in lower case.
  const dataId = /^[a-z0-9]+$/i.test(options.dataId)
    ? options.dataId.toLowerCase()
    : options.dataId;
  try {
    WebhookSignatureValidator.validate({
      xSignature: options.signature,
      xRequestId: options.requestId,
      dataId,
      secret: options.secret,
      toleranceSeconds: SIGNATURE_TOLERANCE_S,
      now: options.now,
    });
    return { valid: true };
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError)
      return { valid: false, reason: error.reason };
    throw error;
  }
}
