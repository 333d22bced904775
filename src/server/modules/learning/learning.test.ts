import { describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { watchLesson } from '../../../../tests/support/watching';

type Unit = { id: number; modules: { id: number; videoId: string }[] };

describe('studying owned courses and progress', () => {
  const t = useTestApp();

  async function owner() {
    const course = await createCourse(t);
    const person = await verifiedPerson(t);
    await enroll(t, person.person.email, course.id);
    const study = await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, {
      cookie: person.cookie,
    });
    expect(study.statusCode).toBe(200);
    const units: Unit[] = study.json().course.units;
    return { course, cookie: person.cookie, units, study: study.json().course };
  }

  const progress = (cookie: string, courseId: number, unitId: number, moduleId: number) =>
    call(t, 'PUT', `/api/user/courses/${courseId}/curso/update/progress`, {
      cookie,
      body: { unitId, moduleId },
    });

  /** Watches the module through, as the player does, then ticks it. */
  const watchAndTick = async (
    cookie: string,
    courseId: number,
    unitId: number,
    moduleId: number,
  ) => {
    await watchLesson(t, cookie, courseId, moduleId);
    return progress(cookie, courseId, unitId, moduleId);
  };

  it('gives owners the videos and materials, others a refusal', async () => {
    const { course, study } = await owner();
    expect(study.units[0].modules[0].videoId).toBe('video-secreto-11');
    expect(study.materials).toEqual([
      expect.objectContaining({
        title: 'Plan de cuentas',
        url: 'https://material.example.com/plan-secreto.xlsx',
      }),
    ]);
    expect(study.progress).toMatchObject({ completedModules: 0, totalModules: 3, percent: 0 });

    const stranger = await verifiedPerson(t);
    const refused = await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, {
      cookie: stranger.cookie,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('secreto');
    expect((await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`)).statusCode).toBe(
      401,
    );
  });

  it('sends the content rendered from its markdown, with markup and scripts shown as text', async () => {
    const { study } = await owner();
    expect(study.contentHtml).toContain('<h3>Contenido</h3>');
    expect(study.contentHtml).toContain('<strong>importante</strong>');

    const hostile = await createCourse(t, {
      title: 'Curso hostil',
      content: [
        '[Hacé clic](javascript:alert(1))',
        '<script>alert(2)</script>',
        '<img src=x onerror="alert(3)">',
        '[Sitio](https://example.com)',
      ].join('\n\n'),
    });
    const admin = await adminPerson(t);
    const answer = await call(t, 'GET', `/api/user/courses/${hostile.id}/${hostile.slug}`, {
      cookie: admin.cookie,
    });
    const html: string = answer.json().course.contentHtml;
    expect(html).toContain('Hacé clic');
    expect(html).not.toMatch(/javascript:|<script|onerror/i);
    expect(html).toContain('href="https://example.com" target="_blank" rel="noopener noreferrer"');
  });

  it('records progress idempotently: percent over all modules, units complete when all their modules are', async () => {
    const { course, cookie, units } = await owner();
    const [first, second] = units as [Unit, Unit];
    const one = await watchAndTick(cookie, course.id, first.id, first.modules[0]!.id);
    expect(one.json().progress).toMatchObject({
      completedModules: 1,
      percent: 33,
      completedUnitIds: [],
    });
    const again = await progress(cookie, course.id, first.id, first.modules[0]!.id);
    expect(again.json().progress).toMatchObject({ completedModules: 1, percent: 33 });

    const two = await watchAndTick(cookie, course.id, first.id, first.modules[1]!.id);
    expect(two.json().progress).toMatchObject({
      completedModules: 2,
      percent: 67,
      completedUnitIds: [first.id],
    });
    const all = await watchAndTick(cookie, course.id, second.id, second.modules[0]!.id);
    expect(all.json().progress).toMatchObject({
      percent: 100,
      completedUnitIds: [first.id, second.id],
    });

    const list = await call(t, 'GET', '/api/user/courses', { cookie });
    expect(list.json().courses).toEqual([
      expect.objectContaining({
        course: expect.objectContaining({ id: course.id }),
        progress: expect.objectContaining({ percent: 100 }),
      }),
    ]);
  });

  it('refuses progress for modules outside the course and for courses not owned', async () => {
    const { course, cookie, units } = await owner();
    const other = await owner();
    const [first] = units as [Unit];
    const foreignModule = other.units[0]!.modules[0]!.id;

    const mixed = await progress(cookie, course.id, first.id, foreignModule);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe('Ese módulo no pertenece a este curso.');
    const wrongUnit = await progress(cookie, course.id, units[1]!.id, first.modules[0]!.id);
    expect(wrongUnit.statusCode).toBe(400);

    const notOwned = await progress(cookie, other.course.id, other.units[0]!.id, foreignModule);
    expect(notOwned.statusCode).toBe(403);
    const invalid = await call(t, 'PUT', `/api/user/courses/${course.id}/x/update/progress`, {
      cookie,
      body: { unitId: 'uno', moduleId: -1 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'unitId',
      'moduleId',
    ]);
  });

  it('marks nothing for someone who does not own the course; an admin studies any course', async () => {
    const { course, units } = await owner();
    const [first, second] = units as [Unit, Unit];
    const stranger = await verifiedPerson(t);
    const refused = await progress(stranger.cookie, course.id, first.id, first.modules[0]!.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Todavía no tenés acceso a este curso.');
    // A module outside the course tells a stranger nothing more than a refusal.
    const outside = await progress(stranger.cookie, course.id, first.id, second.modules[0]!.id);
    expect(outside.statusCode).toBe(403);

    await enroll(t, stranger.person.email, course.id);
    const list = await call(t, 'GET', '/api/user/courses', { cookie: stranger.cookie });
    expect(list.json().courses[0].progress).toMatchObject({ completedModules: 0, percent: 0 });

    const admin = await adminPerson(t);
    const studied = await watchAndTick(admin.cookie, course.id, second.id, second.modules[0]!.id);
    expect(studied.statusCode).toBe(200);
    expect(studied.json().progress).toMatchObject({
      completedModules: 1,
      completedUnitIds: [second.id],
    });
  });

  it('counts a module marked twice at once once', async () => {
    const { course, cookie, units } = await owner();
    const [first] = units as [Unit];
    await watchLesson(t, cookie, course.id, first.modules[0]!.id);
    const both = await Promise.all(
      [1, 2].map(() => progress(cookie, course.id, first.id, first.modules[0]!.id)),
    );
    for (const answer of both) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().progress).toMatchObject({ completedModules: 1, percent: 33 });
    }
  });

  it('lists an empty "my courses" for someone who owns nothing', async () => {
    const { cookie } = await verifiedPerson(t);
    expect((await call(t, 'GET', '/api/user/courses', { cookie })).json()).toEqual({ courses: [] });
  });
});
