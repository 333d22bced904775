import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

/** A real HTTP request (headers pass through Node's parser, which `inject` skips). */
function rawGet(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe("answers to what the router and Node's parser refuse", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => t.close());

  it('answers a malformed address in Spanish, without echoing it', async () => {
    const response = await t.app.inject({ url: '/api/courses/1/%ff' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'La dirección no es válida.' });
  });

  it('answers an overlong address part with 414 in the same shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${'a'.repeat(300)}/token`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: 'La dirección es demasiado larga.' });
  });

  it('answers huge headers with 431 in the same shape', async () => {
    const response = await rawGet(port, '/api/courses', {
      cookie: `token=${'x'.repeat(64 * 1024)}`,
    });
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toEqual({
      message: 'Los encabezados de la solicitud son demasiado grandes.',
    });
  });
});
