import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, verifiedPerson } from '../../../../tests/support/accounts';
import { bareCourse, createCourse, enroll } from '../../../../tests/support/courses';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { eq } from 'drizzle-orm';
import { courses } from '../../db/schema';
import { insertCourse } from './course-store';

describe('public course calls', () => {
  let t: TestApp;
  let visible: Awaited<ReturnType<typeof createCourse>>;
  let hidden: Awaited<ReturnType<typeof createCourse>>;
  beforeAll(async () => {
    t = await createTestApp();
    visible = await createCourse(t, { title: 'Monotributo práctico', category: 'profession' });
    hidden = await createCourse(t, { title: 'Curso en preparación', visibility: false });
  });
  afterAll(async () => t.close());

  it('lists only visible courses, without video ids or material links', async () => {
    const response = await call(t, 'GET', '/api/courses');
    const titles = response.json().courses.map((course: { title: string }) => course.title);
    expect(titles).toContain('Monotributo práctico');
    expect(titles).not.toContain('Curso en preparación');
    expect(response.body).not.toContain('secreto');
  });

  it('shows a visible course page with its outline and never its videos or materials', async () => {
    const response = await call(t, 'GET', `/api/courses/${visible.id}/${visible.slug}`);
    expect(response.statusCode).toBe(200);
    const { course } = response.json();
    expect(course).toMatchObject({
      id: visible.id,
      slug: 'monotributo-practico',
      title: 'Monotributo práctico',
      urlTrailer: 'dQw4w9WgXcQ',
      materialsCount: 1,
      learningList: [{ content: 'Registrar asientos' }, { content: 'Armar un balance' }],
    });
    expect(course.units.map((unit: { modules: unknown[] }) => unit.modules.length)).toEqual([2, 1]);
    expect(response.body).not.toContain('secreto');
    expect(response.body).not.toContain('videoId');
  });

  it('answers a wrong slug with the canonical one, and 404 for hidden or missing courses', async () => {
    const wrongSlug = await call(t, 'GET', `/api/courses/${visible.id}/otro-nombre`);
    expect(wrongSlug.json().course.slug).toBe('monotributo-practico');
    expect((await call(t, 'GET', `/api/courses/${hidden.id}/${hidden.slug}`)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/courses/99999/nada')).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/courses/abc/nada')).statusCode).toBe(400);
    // Number() reads these as 1 and 1000; they are not course ids.
    for (const id of ['0x1', '1e3', '1.0', '+1']) {
      expect((await call(t, 'GET', `/api/courses/${id}/nada`)).statusCode, id).toBe(400);
    }
  });

  it('recommends up to two other visible courses the person does not own', async () => {
    const others = [];
    for (let i = 0; i < 3; i++) others.push(await createCourse(t, { title: `Relacionado ${i}` }));
    const { person, cookie } = await verifiedPerson(t);
    await enroll(t, person.email, others[0]!.id);
    await enroll(t, person.email, others[1]!.id);

    for (let round = 0; round < 5; round++) {
      const anonymous = (await call(t, 'GET', `/api/courses/${visible.id}/x`)).json().course
        .related;
      expect(anonymous).toHaveLength(2);
      expect(anonymous.map((course: { id: number }) => course.id)).not.toContain(visible.id);
      expect(anonymous.map((course: { id: number }) => course.id)).not.toContain(hidden.id);

      const signedIn = (await call(t, 'GET', `/api/courses/${visible.id}/x`, { cookie })).json()
        .course.related;
      expect(signedIn.map((course: { id: number }) => course.id)).toEqual([others[2]!.id]);
    }
  });

  it('serves the catalogue from memory until a course write invalidates it', async () => {
    const before = (await call(t, 'GET', '/api/courses')).json().courses;
    // Written behind the catalogue's back: the cached answer stays as it was.
    const id = await insertCourse(t.db, bareCourse({ title: 'Curso nuevo', slug: 'curso-nuevo' }));
    expect((await call(t, 'GET', '/api/courses')).json().courses).toEqual(before);

    t.app.ctx.catalogue.invalidate();
    const after = (await call(t, 'GET', '/api/courses')).json().courses;
    expect(after.map((course: { id: number }) => course.id)).toEqual([
      ...before.map((c: { id: number }) => c.id),
      id,
    ]);
  });

  it('serves a course page from memory until a course write invalidates it', async () => {
    const url = `/api/courses/${visible.id}/${visible.slug}`;
    const before = (await call(t, 'GET', url)).json().course;
    await t.db
      .update(courses)
      .set({ title: 'Monotributo práctico, segunda edición' })
      .where(eq(courses.id, visible.id));
    expect((await call(t, 'GET', url)).json().course.title).toBe(before.title);

    t.app.ctx.catalogue.invalidate();
    expect((await call(t, 'GET', url)).json().course.title).toBe(
      'Monotributo práctico, segunda edición',
    );
  });
});
