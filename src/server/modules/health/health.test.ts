import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/support/test-app';
import { useTestApp } from '../../../../tests/support/use-test-app';

describe('liveness and readiness', () => {
  const t = useTestApp();

  it('is live and ready while the database answers', async () => {
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('stays live but is not ready when the database is unreachable, and says why', async () => {
    const failing = await createTestApp();
    await failing.database.close();
    try {
      expect((await failing.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      const ready = await failing.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'failed' },
        message: 'No está listo: la base de datos no responde.',
      });
      // The old check keeps its own answer.
      const health = await failing.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ message: 'La base de datos no responde.' });
    } finally {
      await failing.app.close();
      await failing.smtp.close();
    }
  });

  it('is not ready when the configured Redis does not answer', async () => {
    const withRedis = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const ready = await withRedis.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'ok', redis: 'failed' },
        message: 'No está listo: Redis no responde.',
      });
      expect((await withRedis.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await withRedis.close();
    }
  });
});
