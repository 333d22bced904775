import { describe, expect, it } from 'vitest';
import { call, verifiedPerson } from '../../../tests/support/accounts';
import { useTestApp } from '../../../tests/support/use-test-app';

describe('answers for a signed-in person', () => {
  const t = useTestApp();

  it('are never kept by a cache', async () => {
    const { cookie } = await verifiedPerson(t);
    for (const url of ['/api/user', '/api/user/purchases', '/api/user/courses']) {
      const response = await call(t, 'GET', url, { cookie });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});
