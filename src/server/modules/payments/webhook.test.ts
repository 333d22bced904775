import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSignature, parseNotification, SIGNATURE_TOLERANCE_S } from './webhook';

const SECRET = 'clave-secreta-de-la-integracion';
const NOW_S = 1_795_000_000;
const now = () => NOW_S * 1000;

function sign(dataId: string, requestId: string, ts: number, secret = SECRET) {
  const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
  return `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
}

const check = (signature: string | undefined, dataId = '123456789', requestId = 'req-1') =>
  checkSignature({ signature, requestId, dataId, secret: SECRET, now });

describe('MercadoPago notification signatures', () => {
  it('accepts the signature MercadoPago computes', () => {
    expect(check(sign('123456789', 'req-1', NOW_S))).toEqual({ valid: true });
  });

  it('refuses a signature made with another secret', () => {
    expect(check(sign('123456789', 'req-1', NOW_S, 'otra-clave'))).toEqual({
      valid: false,
      reason: 'SignatureMismatch',
    });
  });

  it('refuses a header without ts or without v1', () => {
    const full = sign('123456789', 'req-1', NOW_S);
    const v1 = full.split(',')[1] ?? '';
    expect(check(v1)).toEqual({ valid: false, reason: 'MissingTimestamp' });
    expect(check(`ts=${NOW_S}`)).toEqual({ valid: false, reason: 'MissingHash' });
    expect(check(undefined)).toEqual({ valid: false, reason: 'MissingSignatureHeader' });
  });

  it('refuses a signature for another payment id or request id', () => {
    const signature = sign('123456789', 'req-1', NOW_S);
    expect(check(signature, '987654321')).toMatchObject({ valid: false });
    expect(check(signature, '123456789', 'req-2')).toMatchObject({ valid: false });
  });

  it('refuses a stale timestamp (a replay)', () => {
    const old = NOW_S - SIGNATURE_TOLERANCE_S - 1;
    expect(check(sign('123456789', 'req-1', old))).toEqual({
      valid: false,
      reason: 'TimestampOutOfTolerance',
    });
  });

  it('refuses malformed headers', () => {
    expect(check('esto no es una firma')).toMatchObject({ valid: false });
    expect(check('ts=abc,v1=00')).toEqual({ valid: false, reason: 'MalformedSignatureHeader' });
  });

  it('signs alphanumeric ids in lower case, as MercadoPago does', () => {
    expect(check(sign('abc123', 'req-1', NOW_S), 'ABC123')).toEqual({ valid: true });
  });
});

describe('MercadoPago notification shapes', () => {
  it('reads the Webhooks shape from the query or the body', () => {
    expect(parseNotification({ 'data.id': '42', type: 'payment' }, {})).toEqual({
      shape: 'webhook',
      topic: 'payment',
      id: '42',
    });
    const body = { action: 'payment.updated', type: 'payment', data: { id: '43' } };
    expect(parseNotification({}, body)).toEqual({ shape: 'webhook', topic: 'payment', id: '43' });
  });

  it('reads the IPN shape from the query or the resource URL', () => {
    expect(parseNotification({ topic: 'payment', id: '44' }, undefined)).toEqual({
      shape: 'ipn',
      topic: 'payment',
      id: '44',
    });
    const body = {
      topic: 'merchant_order',
      resource: 'https://api.mercadolibre.com/merchant_orders/45',
    };
    expect(parseNotification({}, body)).toEqual({
      shape: 'ipn',
      topic: 'merchant_order',
      id: '45',
    });
  });

  it('finds nothing in an empty or foreign body', () => {
    expect(parseNotification({}, {})).toBeNull();
    expect(parseNotification({ foo: 'bar' }, 'texto')).toBeNull();
  });
});
