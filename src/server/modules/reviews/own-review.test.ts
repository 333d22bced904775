import { describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { enroll } from '../../../../tests/support/courses';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { REVIEW_SUBMISSIONS_PER_DAY } from '../../../shared/course-reviews';
import {
  completeLessons,
  plainCourse,
  publicPath,
  review,
  reviewPath,
  student,
  words,
} from '../../../../tests/support/reviews';

describe("a student's review of a course", () => {
  const t = useTestApp();

  it('refuses an owner at 29 % of the course and accepts them at 30 %, by the server count', async () => {
    const course = await plainCourse(t, 100);
    const owner = await student(t, course, { name: 'Lucía', lastname: 'Benítez' }, 29);

    const early = await review(t, owner.cookie, course, { rating: 5, text: words(5) });
    expect(early.statusCode, early.body).toBe(403);
    expect(early.json().message).toMatch(/30 %.*29 %/);
    const standing = await call(t, 'GET', reviewPath(course), { cookie: owner.cookie });
    expect(standing.json()).toEqual({ review: null, eligible: false, percent: 29, minPercent: 30 });

    await completeLessons(t, owner.cookie, course, 30);
    const sent = await review(t, owner.cookie, course, { rating: 5, text: words(5) });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().review).toMatchObject({ rating: 5, text: words(5), hidden: false });
    expect(
      (await call(t, 'GET', reviewPath(course), { cookie: owner.cookie })).json(),
    ).toMatchObject({ eligible: true, percent: 30, review: { rating: 5 } });
  });

  it('answers 401 signed out and 403 to someone who does not own the course, an admin too', async () => {
    const course = await plainCourse(t, 1);
    const body = { rating: 4, text: words(4) };
    expect((await review(t, undefined, course, body)).statusCode).toBe(401);
    expect((await call(t, 'GET', reviewPath(course))).statusCode).toBe(401);
    const stranger = await verifiedPerson(t);
    expect((await review(t, stranger.cookie, course, body)).statusCode).toBe(403);
    expect((await call(t, 'GET', reviewPath(course), { cookie: stranger.cookie })).statusCode).toBe(
      403,
    );
    const admin = await adminPerson(t);
    expect((await review(t, admin.cookie, course, body)).statusCode).toBe(403);
    expect((await call(t, 'GET', publicPath(course))).json().count).toBe(0);
  });

  it('keeps one review per student: sending again rewrites it', async () => {
    const course = await plainCourse(t, 1);
    const owner = await student(t, course, { name: 'Pablo', lastname: 'Sosa' });
    expect((await review(t, owner.cookie, course, { rating: 3, text: words(3) })).statusCode).toBe(
      201,
    );
    const edit = await review(t, owner.cookie, course, { rating: 5, text: words(5) });
    expect(edit.statusCode, edit.body).toBe(201);

    const page = (await call(t, 'GET', publicPath(course))).json();
    expect(page.count).toBe(1);
    expect(page.average).toBe(5);
    expect(page.reviews).toEqual([
      expect.objectContaining({ rating: 5, text: words(5), author: 'Pablo S.' }),
    ]);
  });

  it('answers field errors in Spanish for the stars and the text', async () => {
    const course = await plainCourse(t, 1);
    const owner = await student(t, course, { name: 'Ana', lastname: 'Paz' });
    const refused = async (body: unknown) => {
      const response = await review(t, owner.cookie, course, body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors as { field: string; message: string }[];
    };
    expect(await refused({ rating: 6, text: words(5) })).toEqual([
      { field: 'rating', message: 'Elegí de 1 a 5 estrellas.' },
    ]);
    expect(await refused({ rating: 4.5, text: words(4) })).toEqual([
      { field: 'rating', message: 'Elegí de 1 a 5 estrellas.' },
    ]);
    expect(await refused({ rating: 4, text: '   Muy bueno.        ' })).toEqual([
      { field: 'text', message: 'La opinión debe tener al menos 20 caracteres.' },
    ]);
    expect(await refused({ rating: 4, text: 'a'.repeat(1001) })).toEqual([
      { field: 'text', message: 'La opinión puede tener como máximo 1000 caracteres.' },
    ]);
    expect((await refused({})).map((error) => error.field).sort()).toEqual(['rating', 'text']);
  });

  it('takes plain text only: no links, no web addresses, no HTML', async () => {
    const course = await plainCourse(t, 1);
    const owner = await student(t, course, { name: 'Ana', lastname: 'Paz' });
    for (const text of [
      'Excelente, más info en https://estafa.example/curso',
      'Excelente curso, visiten www.mi-estudio.com.ar ya',
      'Excelente curso, escriban a contadores-baratos.com',
      'Excelente curso <a href="x">clic acá</a> de verdad',
      'Excelente curso <script>alert(1)</script> de verdad',
    ]) {
      const response = await review(t, owner.cookie, course, { rating: 5, text });
      expect(response.statusCode, text).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'text', message: expect.stringMatching(/enlaces|HTML/) },
      ]);
    }
    // Numbers, abbreviations and a '<' in prose are not addresses nor tags.
    const fine = 'Muy útil para el art. 5 de la ley, y el IVA < 21 % quedó claro. 10/10.';
    expect((await review(t, owner.cookie, course, { rating: 5, text: fine })).statusCode).toBe(201);
  });

  it(`allows ${REVIEW_SUBMISSIONS_PER_DAY} sends a day: the next one is refused with 429`, async () => {
    const course = await plainCourse(t, 1);
    const owner = await student(t, course, { name: 'Ana', lastname: 'Paz' });
    for (let send = 1; send <= REVIEW_SUBMISSIONS_PER_DAY; send += 1) {
      const response = await review(t, owner.cookie, course, { rating: 4, text: words(send) });
      expect(response.statusCode, response.body).toBe(201);
    }
    const sixth = await review(t, owner.cookie, course, { rating: 1, text: words(1) });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/24 horas/);
    const page = (await call(t, 'GET', publicPath(course))).json();
    expect(page).toMatchObject({ count: 1, average: 4 });
    expect(page.reviews[0].text).toBe(words(REVIEW_SUBMISSIONS_PER_DAY));
  });

  it('counts whoever the enrolments say owns the course, from the moment they do', async () => {
    const course = await plainCourse(t, 1);
    const owner = await verifiedPerson(t, { name: 'Eva', lastname: 'Luna' });
    expect((await review(t, owner.cookie, course, { rating: 5, text: words(5) })).statusCode).toBe(
      403,
    );
    await enroll(t, owner.person.email, course.id);
    await completeLessons(t, owner.cookie, course, 1);
    expect((await review(t, owner.cookie, course, { rating: 5, text: words(5) })).statusCode).toBe(
      201,
    );
  });
});
