import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

/** What a raw connection saw: the bytes the server sent and when it closed, if it did. */
type Outcome = { answer: string; closedAfterMs: number | undefined };

/**
 * The server's socket also closes after this long without a byte either way, so a request let
 * through must be answered within it: 3 s leaves the contact form's handler room on a loaded CI
 * machine (with 1 s, one run's answer never came).
 */
const TIMEOUT_SECONDS = 3;
/** KiB per second a body must keep bringing to go on past the timeout. */
const MIN_RATE_KIB = 1;
/**
 * How long the test waits for the server to close before calling it a hang: a request that is
 * let through is answered by the contact form's handler, which took over 6 s once on CI with the
 * browser tests running beside this suite.
 */
const GIVE_UP_MS = 20_000;

const BODY = JSON.stringify({
  name: 'Lucía Gómez',
  email: 'lucia.gomez@example.com',
  message: 'Hola, quisiera una consulta por la recategorización del monotributo.',
});

const headersOf = (port: number, length: number) =>
  `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

/**
 * Opens a real TCP connection, sends `start`, then one piece of `drip` every `everyMs` until
 * the server closes the connection or the test gives up.
 */
function slowClient(port: number, start: string, drip: string[], everyMs: number) {
  return new Promise<Outcome>((resolve) => {
    const began = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let next = 0;
    const timer = setInterval(() => {
      if (next < drip.length && socket.writable) socket.write(drip[next++]!);
    }, everyMs);
    const finish = (closedAfterMs: number | undefined) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, closedAfterMs });
    };
    const giveUp = setTimeout(() => finish(undefined), GIVE_UP_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => {});
    socket.on('close', () => finish(Date.now() - began));
    socket.write(start);
  });
}

describe('requests that arrive too slowly', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      env: { REQUEST_TIMEOUT: String(TIMEOUT_SECONDS), UPLOAD_MIN_RATE: String(MIN_RATE_KIB) },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  it('cuts off a body that drips in, with a 408 in Spanish', async () => {
    // Headers at once, then a byte every 100 ms: the whole body would take minutes.
    const { answer, closedAfterMs } = await slowClient(
      port,
      headersOf(port, 2000),
      Array.from({ length: 2000 }, () => ' '),
      100,
    );
    expect(closedAfterMs, 'the server kept the connection open').toBeDefined();
    expect(closedAfterMs).toBeLessThan(TIMEOUT_SECONDS * 1000 + 1500);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('{"message":"La solicitud tardó demasiado."}');
  });

  it('cuts off headers that drip in', async () => {
    const { closedAfterMs } = await slowClient(
      port,
      'POST /api/contact HTTP/1.1\r\n',
      Array.from({ length: 200 }, (_, i) => `X-Relleno-${i}: a\r\n`),
      100,
    );
    expect(closedAfterMs, 'the server kept the connection open').toBeDefined();
    expect(closedAfterMs).toBeLessThan(TIMEOUT_SECONDS * 1000 + 1500);
  });

  it('still takes a request whose body comes in pieces within the time', async () => {
    const half = Math.floor(BODY.length / 2);
    const { answer } = await slowClient(
      port,
      headersOf(port, Buffer.byteLength(BODY)) + BODY.slice(0, half),
      [BODY.slice(half)],
      300,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('lets a body that keeps moving finish after the timeout, as a large upload on a slow link', async () => {
    // 18 KiB at about 3 KiB/s: twice the timeout, at three times the least rate.
    const padded = ' '.repeat(18 * 1024) + BODY;
    const pieces = Array.from({ length: 19 }, (_, i) => padded.slice(i * 1024, (i + 1) * 1024));
    const { answer, closedAfterMs } = await slowClient(
      port,
      headersOf(port, Buffer.byteLength(padded)),
      pieces.filter(Boolean),
      330,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAfterMs).toBeGreaterThan(TIMEOUT_SECONDS * 1000);
  });

  it('cuts a body that starts fast and then drips: each period must bring its share', async () => {
    const { answer, closedAfterMs } = await slowClient(
      port,
      headersOf(port, 12 * 1024),
      [' '.repeat(4 * 1024), ...Array.from({ length: 8 * 1024 }, () => ' ')],
      100,
    );
    expect(closedAfterMs, 'the server kept the connection open').toBeDefined();
    expect(closedAfterMs, 'the fast start did not buy its first period').toBeGreaterThan(
      TIMEOUT_SECONDS * 1000,
    );
    // Cut in its second period, not a third: the guard looks every quarter of a period.
    expect(closedAfterMs).toBeLessThan(2.5 * TIMEOUT_SECONDS * 1000 + 1500);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});
