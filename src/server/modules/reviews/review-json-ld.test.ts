import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { plainCourse, review, student, words } from '../../../../tests/support/reviews';
import { fixtureWebDir } from '../../../../tests/support/web-fixture';

const jsonLdOf = async (t: TestApp, path: string) => {
  const html = (await t.app.inject({ url: path })).body;
  return JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
};

describe("a course page's JSON-LD rating", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDir: fixtureWebDir() });
  });
  afterAll(async () => t.close());

  it('carries aggregateRating only from 3 visible reviews on', async () => {
    const course = await plainCourse(t, 1, 'Ganancias para profesionales');
    const path = `/courses/${course.id}/${course.slug}`;
    const people = ['Ana', 'Beto', 'Carla'];
    for (const [index, name] of people.entries()) {
      const person = await student(t, course, { name, lastname: 'Ríos' });
      await review(t, person.cookie, course, { rating: 5 - index, text: words(5 - index) });
      const jsonLd = await jsonLdOf(t, path);
      if (index < 2) expect(jsonLd).not.toHaveProperty('aggregateRating');
      else {
        expect(jsonLd.aggregateRating).toEqual({
          '@type': 'AggregateRating',
          ratingValue: 4,
          reviewCount: 3,
          bestRating: 5,
          worstRating: 1,
        });
      }
    }
  });
});
