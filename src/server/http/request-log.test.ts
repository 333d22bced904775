import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/use-test-app';
import { loggerOptions } from '../logger';

/** The server's production logger (JSON lines), writing into an array. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: pino(loggerOptions({ env: 'production', logLevel: 'info' }), stream) };
}

describe('request ids and the request log', () => {
  const { lines, logger } = capturedLogger();
  const t = useTestApp({ logger });
  const linesOf = (id: string) => lines.filter((line) => line.reqId === id);

  it('gives every answer an id, and writes one line for the request under it', async () => {
    const response = await t.app.inject({ url: '/api/courses' });
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const written = linesOf(id);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      level: 30,
      msg: expect.stringMatching(/^GET \/api\/courses 200 [\d.]+ ms$/),
      req: { method: 'GET', url: '/api/courses' },
      res: { statusCode: 200 },
    });
    const other = await t.app.inject({ url: '/api/courses' });
    expect(other.headers['x-request-id']).not.toBe(id);
  });

  it('keeps a safe id from the proxy and replaces an unsafe one', async () => {
    const kept = await t.app.inject({
      url: '/api/site',
      headers: { 'x-request-id': 'proxy-7f3a.42' },
    });
    expect(kept.headers['x-request-id']).toBe('proxy-7f3a.42');
    expect(linesOf('proxy-7f3a.42')).toHaveLength(1);

    for (const unsafe of ['a b', 'x'.repeat(65), '"}{"level":60', '../etc', '']) {
      const replaced = await t.app.inject({
        url: '/api/site',
        headers: { 'x-request-id': unsafe },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('writes the id on every line of the request, and no cookie, password or token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        'x-request-id': 'login-1',
        cookie: 'sid=secret-session-value',
        authorization: 'Bearer secret-bearer-value',
      },
      payload: { email: 'nadie@example.com', password: 'contraseña-secreta-1' },
    });
    expect(response.headers['x-request-id']).toBe('login-1');
    const written = linesOf('login-1');
    // The refused login writes its own line before the request's line.
    expect(written.length).toBeGreaterThanOrEqual(2);
    expect(written.at(-1)?.msg).toMatch(/^POST \/api\/auth\/login \d{3} /);
    const all = JSON.stringify(lines);
    for (const secret of ['secret-session-value', 'secret-bearer-value', 'contraseña-secreta-1']) {
      expect(all).not.toContain(secret);
    }
  });

  it('redacts credentials handed to the logger by mistake', () => {
    logger.info(
      {
        headers: { authorization: 'Bearer leaked', cookie: 'sid=leaked' },
        user: { password: 'leaked' },
        token: 'leaked',
      },
      'careless line',
    );
    const line = lines.find((entry) => entry.msg === 'careless line');
    expect(JSON.stringify(line)).not.toContain('leaked');
    expect(line).toMatchObject({ headers: { authorization: '[oculto]' }, token: '[oculto]' });
  });
});
