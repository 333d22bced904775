import { describe, expect, it } from 'vitest';
import { adminPerson, call } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { courses } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { plainCourse, publicPath, review, student, words } from '../../../../tests/support/reviews';
import type { TestApp } from '../../../../tests/support/test-app';
import type { Course } from '../../../../tests/support/reviews';

const PEOPLE = [
  { name: 'María José', lastname: 'González' },
  { name: 'Tomás', lastname: 'Ibarra' },
  { name: 'Lucía', lastname: 'Benítez' },
  { name: 'Pablo', lastname: 'Sosa' },
];

/** A course reviewed with these stars, one student each, oldest first. */
async function reviewed(t: TestApp, ratings: number[]) {
  const course = await plainCourse(t, 1);
  const people = [];
  for (const [index, rating] of ratings.entries()) {
    const person = await student(t, course, PEOPLE[index]!);
    const sent = await review(t, person.cookie, course, { rating, text: words(rating) });
    expect(sent.statusCode, sent.body).toBe(201);
    people.push(person);
  }
  return { course, people };
}

const publicPage = async (t: TestApp, course: Course) => {
  const response = await call(t, 'GET', publicPath(course));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const ratingOf = async (t: TestApp, course: Course) => ({
  page: (await call(t, 'GET', `/api/courses/${course.id}/${course.slug}`)).json().course.rating,
  card: (
    (await call(t, 'GET', '/api/courses')).json().courses as { id: number; rating: unknown }[]
  ).find((card) => card.id === course.id)!.rating,
});

const adminReviews = async (t: TestApp, cookie: string, query = '') =>
  (await call(t, 'GET', `/api/admin/reviews${query}`, { cookie })).json();

describe('the reviews a course shows, and their moderation', () => {
  const t = useTestApp();

  it('lists visible reviews newest first with first name and initial, and rounds the average', async () => {
    const { course } = await reviewed(t, [5, 5, 4, 5]);
    const page = await publicPage(t, course);
    expect(page).toMatchObject({ average: 4.8, count: 4, page: 1, pages: 1 });
    expect(page.reviews.map((r: { author: string }) => r.author)).toEqual([
      'Pablo S.',
      'Lucía B.',
      'Tomás I.',
      'María G.',
    ]);
    const body = JSON.stringify(page);
    expect(body).not.toMatch(/González|Ibarra|Benítez|Sosa|@/);
    expect(await ratingOf(t, course)).toEqual({
      page: { average: 4.8, count: 4 },
      card: { average: 4.8, count: 4 },
    });
  });

  it('shows no rating below 3 visible reviews, and shows it from 3 on', async () => {
    const { course } = await reviewed(t, [5, 4]);
    expect(await ratingOf(t, course)).toEqual({ page: null, card: null });
    expect(await publicPage(t, course)).toMatchObject({ average: 4.5, count: 2 });
    const third = await student(t, course, PEOPLE[2]!);
    expect((await review(t, third.cookie, course, { rating: 4, text: words(4) })).statusCode).toBe(
      201,
    );
    expect(await ratingOf(t, course)).toEqual({
      page: { average: 4.3, count: 3 },
      card: { average: 4.3, count: 3 },
    });
  });

  it('hides a review with a reason: off the page, its average and its count; then shows it', async () => {
    const { course } = await reviewed(t, [5, 5, 1, 5]);
    const admin = await adminPerson(t);
    const listed = await adminReviews(t, admin.cookie, `?courseId=${course.id}`);
    expect(listed.total).toBe(4);
    const bad = listed.reviews.find((r: { rating: number }) => r.rating === 1);
    expect(bad.author).toEqual(
      expect.objectContaining({ name: 'Lucía Benítez', email: expect.stringContaining('@') }),
    );

    const noReason = await call(t, 'POST', `/api/admin/reviews/${bad.id}/hide`, {
      cookie: admin.cookie,
      body: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('reason');

    const hidden = await call(t, 'POST', `/api/admin/reviews/${bad.id}/hide`, {
      cookie: admin.cookie,
      body: { reason: 'Insulta a otro alumno.' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().review).toMatchObject({ hiddenReason: 'Insulta a otro alumno.' });
    const page = await publicPage(t, course);
    expect(page).toMatchObject({ count: 3, average: 5 });
    expect(page.reviews.map((r: { rating: number }) => r.rating)).toEqual([5, 5, 5]);
    expect(await ratingOf(t, course)).toEqual({
      page: { average: 5, count: 3 },
      card: { average: 5, count: 3 },
    });
    const ofCourse = `?courseId=${course.id}&filter=`;
    expect((await adminReviews(t, admin.cookie, `${ofCourse}hidden`)).reviews).toEqual([
      expect.objectContaining({ id: bad.id, hiddenAt: expect.any(String) }),
    ]);
    expect((await adminReviews(t, admin.cookie, `${ofCourse}visible`)).total).toBe(3);

    const shown = await call(t, 'POST', `/api/admin/reviews/${bad.id}/show`, {
      cookie: admin.cookie,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(await publicPage(t, course)).toMatchObject({ count: 4, average: 4 });
  });

  it('keeps a rewritten hidden review hidden until the panel shows it', async () => {
    const { course, people } = await reviewed(t, [1]);
    const admin = await adminPerson(t);
    const [only] = (await adminReviews(t, admin.cookie, `?courseId=${course.id}`)).reviews;
    await call(t, 'POST', `/api/admin/reviews/${only.id}/hide`, {
      cookie: admin.cookie,
      body: { reason: 'Datos personales de un tercero.' },
    });
    const rewrite = await review(t, people[0]!.cookie, course, { rating: 2, text: words(2) });
    expect(rewrite.json().review).toMatchObject({ hidden: true, rating: 2 });
    expect((await publicPage(t, course)).count).toBe(0);
  });

  it('shows the firm’s reply under the review, rewritten or removed', async () => {
    const { course } = await reviewed(t, [4]);
    const admin = await adminPerson(t);
    const [only] = (await adminReviews(t, admin.cookie, `?courseId=${course.id}`)).reviews;
    const reply = (text: string) =>
      call(t, 'PUT', `/api/admin/reviews/${only.id}/reply`, {
        cookie: admin.cookie,
        body: { text },
      });

    expect((await reply('<b>Gracias</b>')).statusCode).toBe(400);
    expect((await reply('¡Gracias por tu opinión, María!')).statusCode).toBe(200);
    expect((await publicPage(t, course)).reviews[0]).toMatchObject({
      reply: '¡Gracias por tu opinión, María!',
      repliedAt: expect.any(String),
    });
    await reply('Gracias, te esperamos en el próximo curso.');
    expect((await publicPage(t, course)).reviews[0].reply).toBe(
      'Gracias, te esperamos en el próximo curso.',
    );
    const removed = await call(t, 'DELETE', `/api/admin/reviews/${only.id}/reply`, {
      cookie: admin.cookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await publicPage(t, course)).reviews[0]).not.toHaveProperty('reply');
  });

  it('answers 404 for the reviews of a hidden or unknown course', async () => {
    const { course } = await reviewed(t, [5, 5, 5]);
    await t.db.update(courses).set({ visibility: false }).where(eq(courses.id, course.id));
    t.app.ctx.catalogue.invalidate();
    expect((await call(t, 'GET', publicPath(course))).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/courses/999999/nada/reviews')).statusCode).toBe(404);
  });

  it('pages ten at a time, newest first', async () => {
    const course = await plainCourse(t, 1);
    for (let index = 0; index < 11; index += 1) {
      const person = await student(t, course, { name: `Alumno${index}`, lastname: 'Pérez' });
      await review(t, person.cookie, course, { rating: 5, text: words(index) });
    }
    const first = await publicPage(t, course);
    expect(first).toMatchObject({ count: 11, pages: 2 });
    expect(first.reviews).toHaveLength(10);
    const second = (await call(t, 'GET', publicPath(course, 2))).json();
    expect(second.reviews.map((r: { author: string }) => r.author)).toEqual(['Alumno0 P.']);
  });
});
