import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse } from '../../../../tests/support/courses';
import { createOrder } from '../../../../tests/support/purchases';
import { createTestApp } from '../../../../tests/support/test-app';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { desc } from 'drizzle-orm';
import { invoices, mailOutbox, purchases } from '../../db/schema';

const TOKEN = 'metrics-token-0123456789';

/** A metric's value in the exposition text (the first series whose labels include `labels`). */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = match[2] ?? '';
    if (Object.entries(labels).every(([key, value]) => have.includes(`${key}="${value}"`))) {
      return Number(match[3]);
    }
  }
  return Number.NaN;
}

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('/metrics behind METRICS_TOKEN', () => {
  const t = useTestApp({ env: { METRICS_TOKEN: TOKEN } });
  const scrape = async () => {
    const response = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('is refused without the token and with a wrong one', async () => {
    const without = await t.app.inject({ url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer');
    expect(without.body).not.toContain('http_request_duration_seconds');
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const basic = await t.app.inject({ url: '/metrics', headers: { authorization: TOKEN } });
    expect(basic.statusCode).toBe(401);
  });

  it('answers Prometheus text with the token, with Node’s event-loop lag and heap', async () => {
    const response = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(valueOf(response.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('times requests under their route pattern, never the address asked', async () => {
    const course = await createCourse(t);
    for (const query of ['', '?a=1', '?b=2']) {
      const answer = await t.app.inject({
        url: `/api/courses/${course.id}/${course.slug}${query}`,
      });
      expect(answer.statusCode).toBe(200);
    }
    await t.app.inject({ url: '/api/courses/999999/no-existe' });
    const text = await scrape();
    const route = { method: 'GET', route: '/api/courses/:id/:slug' };
    expect(
      valueOf(text, 'http_request_duration_seconds_count', { ...route, status_code: '200' }),
    ).toBe(3);
    expect(
      valueOf(text, 'http_request_duration_seconds_count', { ...route, status_code: '404' }),
    ).toBe(1);
    expect(text).not.toContain(String(course.slug) + '"');
    expect(text).not.toContain('a=1');
  });

  it('counts the requests of cacheable routes the response cache had to leave to the app', async () => {
    const before = valueOf(await scrape(), 'response_cache_requests_total', { result: 'miss' });
    await t.app.inject({ url: '/api/courses' });
    const after = valueOf(await scrape(), 'response_cache_requests_total', { result: 'miss' });
    expect(after).toBe(before + 1);
  });

  it('shows queued and failed jobs, failing invoices, payments to sync and failing e-mails', async () => {
    const empty = await scrape();
    expect(valueOf(empty, 'metrics_database_up')).toBe(1);
    expect(valueOf(empty, 'invoices', { status: 'failed' })).toBe(0);
    expect(valueOf(empty, 'mail_outbox_messages', { state: 'failed' })).toBe(0);
    const awaiting = valueOf(empty, 'payments_awaiting_sync');

    const course = await createCourse(t);
    const buyer = await verifiedPerson(t);
    const order = await createOrder(t, buyer.cookie, course.id);
    expect(order.statusCode).toBe(200);
    const [purchase] = await t.db
      .select()
      .from(purchases)
      .orderBy(desc(purchases.createdAt))
      .limit(1);
    await t.db.insert(invoices).values({
      purchaseId: purchase!.id,
      kind: 'invoice',
      voucherType: 11,
      pointOfSale: 1,
      status: 'failed',
      docType: 96,
      docNumber: '30111222',
      total: 1000,
      net: 1000,
      vat: 0,
      lastError: 'ARCA rechazó el comprobante',
      attempts: 8,
    });
    await t.db.insert(mailOutbox).values([
      { message: {}, attempts: 9, failedAt: new Date(), lastError: '550 mailbox unavailable' },
      { message: {}, attempts: 2, lastError: '421 try again later' },
    ]);
    await t.app.ctx.jobs.start();
    await t.app.ctx.jobs.send('metrics-check', { n: 1 });
    await t.app.ctx.jobs.send('metrics-check', { n: 2 });
    await t.database.executeSql(
      `update pgboss.job set state = 'failed' where name = 'metrics-check' and data->>'n' = '2'`,
    );

    const text = await scrape();
    expect(valueOf(text, 'payments_awaiting_sync')).toBe(awaiting + 1);
    expect(valueOf(text, 'invoices', { status: 'failed' })).toBe(1);
    expect(valueOf(text, 'mail_outbox_messages', { state: 'failed' })).toBe(1);
    expect(valueOf(text, 'mail_outbox_messages', { state: 'retrying' })).toBe(1);
    expect(valueOf(text, 'job_queue_jobs', { queue: 'metrics-check', state: 'created' })).toBe(1);
    expect(valueOf(text, 'job_queue_jobs', { queue: 'metrics-check', state: 'failed' })).toBe(1);
  });
});

describe('/metrics without configuration', () => {
  const t = useTestApp();

  it('does not exist', async () => {
    const response = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('nodejs_');
  });
});

describe('/metrics on METRICS_PORT', () => {
  it('answers on its own port, bound to 127.0.0.1, and not on the main one', async () => {
    const metricsPort = await freePort();
    const t = await createTestApp({ env: { METRICS_PORT: String(metricsPort) } });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const mainPort = (t.app.server.address() as AddressInfo).port;
      let asked = 1;
      await get(mainPort, '/api/courses');
      // Over a real socket the next ones are answered from memory (the cache sits in front).
      for (let tries = 0; t.app.responseCache.hits() === 0 && tries < 100; tries++) {
        await get(mainPort, '/api/courses');
        asked += 1;
      }

      const own = await get(metricsPort, '/metrics');
      expect(own.status).toBe(200);
      expect(valueOf(own.body, 'response_cache_requests_total', { result: 'hit' })).toBe(
        t.app.responseCache.hits(),
      );
      expect(t.app.responseCache.hits()).toBeGreaterThan(0);
      expect(
        valueOf(own.body, 'http_request_duration_seconds_count', {
          route: '/api/courses',
        }),
        // Only the requests that reached the application are timed.
      ).toBe(asked - t.app.responseCache.hits());
      expect((await get(metricsPort, '/api/courses')).status).toBe(404);
      expect((await get(mainPort, '/metrics')).status).toBe(404);
    } finally {
      await t.close();
    }
    // Closing the app closes the metrics port too.
    await expect(get(metricsPort, '/metrics')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('asks for the token on that port too when METRICS_TOKEN is also set', async () => {
    const metricsPort = await freePort();
    const t = await createTestApp({
      env: { METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN },
    });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      expect((await get(metricsPort, '/metrics')).status).toBe(401);
      const served = await get(metricsPort, '/metrics', { authorization: `Bearer ${TOKEN}` });
      expect(served.status).toBe(200);
      const mainPort = (t.app.server.address() as AddressInfo).port;
      const main = await get(mainPort, '/metrics', { authorization: `Bearer ${TOKEN}` });
      expect(main.status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
