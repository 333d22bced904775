import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/test-app';
import { useTestApp } from '../../../tests/support/use-test-app';

describe('error answers and health', () => {
  const t = useTestApp();

  it('reports health 200 while the database answers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('hides the details of an unexpected failure behind a generic Spanish message', async () => {
    const failing = await createTestApp();
    await failing.database.close();
    try {
      const health = await failing.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      const courses = await failing.app.inject({ url: '/api/courses' });
      expect(courses.statusCode).toBe(500);
      expect(courses.json()).toEqual({ message: 'Ocurrió un error. Intente de nuevo más tarde.' });
    } finally {
      await failing.app.close();
      await failing.smtp.close();
    }
  });
});
