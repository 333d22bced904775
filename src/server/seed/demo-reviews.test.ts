import { describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/accounts';
import { useTestApp } from '../../../tests/support/use-test-app';
import { seedDemoContent } from './seed-demo';
import { seedDemoReviews } from './demo-reviews';

describe('the demo reviews', () => {
  const t = useTestApp();

  it('give a freshly seeded catalogue a rated course, on its page and its card', async () => {
    await seedDemoContent(t.db, t.app.ctx.storage);
    const seeded = await seedDemoReviews(t.db, {
      now: t.app.ctx.now(),
      passwordHashCost: 'minimal',
    });
    expect(seeded).toBeGreaterThanOrEqual(3);
    t.app.ctx.catalogue.invalidate();

    const { courses } = (await call(t, 'GET', '/api/courses')).json();
    const rated = courses.filter((card: { rating: unknown }) => card.rating !== null);
    expect(rated[0].rating).toEqual({ average: 4.8, count: 4 });
    const page = (
      await call(t, 'GET', `/api/courses/${rated[0].id}/${rated[0].slug}/reviews`)
    ).json();
    expect(page.reviews[0]).toMatchObject({ author: expect.stringMatching(/^\S+ [A-ZÁÉÍÓÚÑ]\.$/) });
  });
});
