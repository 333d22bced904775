import { describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { watchAndTick } from '../../../../tests/support/watching';

type Unit = { id: number; modules: { id: number; title: string }[] };

describe('saving where a student stopped and resuming there', () => {
  const t = useTestApp();

  async function owner() {
    const course = await createCourse(t);
    const person = await verifiedPerson(t);
    await enroll(t, person.person.email, course.id);
    const units: Unit[] = (await study(person.cookie, course)).json().course.units;
    return { course, cookie: person.cookie, person, units };
  }

  const study = (cookie: string, course: { id: number; slug: string }) =>
    call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, { cookie });

  const save = (
    cookie: string | undefined,
    courseId: number,
    body: unknown,
    method: 'PUT' | 'POST' = 'PUT',
  ) =>
    call(t, method, `/api/user/courses/${courseId}/curso/position`, {
      ...(cookie ? { cookie } : {}),
      body,
    });

  const resumeOf = async (cookie: string, course: { id: number; slug: string }) =>
    (await study(cookie, course)).json().course.resume;

  it('has no resume before the student plays anything', async () => {
    const { course, cookie } = await owner();
    expect(await resumeOf(cookie, course)).toBeNull();
    const list = await call(t, 'GET', '/api/user/courses', { cookie });
    expect(list.json().courses[0].resume).toBeNull();
  });

  it('resumes at the module and second saved last, on the course and in "my courses"', async () => {
    const { course, cookie, units } = await owner();
    const [first, second] = units as [Unit, Unit];
    const saved = await save(cookie, course.id, {
      moduleId: first.modules[1]!.id,
      seconds: 192.7,
    });
    expect(saved.statusCode).toBe(204);
    expect(saved.body).toBe('');
    expect(await resumeOf(cookie, course)).toEqual({
      moduleId: first.modules[1]!.id,
      seconds: 192,
    });

    t.clock.advance(1000);
    await save(cookie, course.id, { moduleId: second.modules[0]!.id, seconds: 40 });
    expect(await resumeOf(cookie, course)).toEqual({
      moduleId: second.modules[0]!.id,
      seconds: 40,
    });
    const list = await call(t, 'GET', '/api/user/courses', { cookie });
    expect(list.json().courses[0].resume).toEqual({
      moduleId: second.modules[0]!.id,
      seconds: 40,
      unitNumber: 2,
      moduleTitle: second.modules[0]!.title,
    });

    // Going back to an earlier module makes it the latest again: one row per module, updated.
    t.clock.advance(1000);
    await save(cookie, course.id, { moduleId: first.modules[1]!.id, seconds: 200 });
    expect(await resumeOf(cookie, course)).toEqual({
      moduleId: first.modules[1]!.id,
      seconds: 200,
    });
    const again = await save(cookie, course.id, { moduleId: first.modules[1]!.id, seconds: 200 });
    expect(again.statusCode).toBe(204);
    expect(await resumeOf(cookie, course)).toEqual({
      moduleId: first.modules[1]!.id,
      seconds: 200,
    });
  });

  it('keeps the newest save when an older one arrives late', async () => {
    const { course, cookie, units } = await owner();
    const moduleId = units[0]!.modules[0]!.id;
    await save(cookie, course.id, { moduleId, seconds: 90 });
    t.clock.advance(-60_000);
    expect((await save(cookie, course.id, { moduleId, seconds: 30 })).statusCode).toBe(204);
    expect(await resumeOf(cookie, course)).toEqual({ moduleId, seconds: 90 });
  });

  it("accepts the browser's beacon (POST) like the PUT", async () => {
    const { course, cookie, units } = await owner();
    const moduleId = units[0]!.modules[1]!.id;
    const beacon = await save(cookie, course.id, { moduleId, seconds: 12 }, 'POST');
    expect(beacon.statusCode).toBe(204);
    expect(await resumeOf(cookie, course)).toEqual({ moduleId, seconds: 12 });
  });

  it('opens a finished course at the start', async () => {
    const { course, cookie, units } = await owner();
    for (const unit of units) {
      for (const module of unit.modules) {
        await watchAndTick(t, cookie, course.id, { unitId: unit.id, moduleId: module.id });
      }
    }
    await save(cookie, course.id, { moduleId: units[1]!.modules[0]!.id, seconds: 75 });
    const start = { moduleId: units[0]!.modules[0]!.id, seconds: 0 };
    expect(await resumeOf(cookie, course)).toEqual(start);
    const list = await call(t, 'GET', '/api/user/courses', { cookie });
    expect(list.json().courses[0]).toMatchObject({
      progress: { percent: 100 },
      resume: { ...start, unitNumber: 1, moduleTitle: units[0]!.modules[0]!.title },
    });
  });

  it('refuses modules of another course and bad input with Spanish field errors', async () => {
    const { course, cookie, units } = await owner();
    const other = await owner();
    const foreign = await save(cookie, course.id, {
      moduleId: other.units[0]!.modules[0]!.id,
      seconds: 10,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Ese módulo no pertenece a este curso.');
    expect(await resumeOf(other.cookie, other.course)).toBeNull();

    const invalid = await save(cookie, course.id, { moduleId: -1, seconds: -3 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      expect.objectContaining({ field: 'moduleId', message: 'El módulo no es válido.' }),
      expect.objectContaining({ field: 'seconds', message: 'El segundo del video no es válido.' }),
    ]);
    const missing = await save(cookie, course.id, { moduleId: units[0]!.modules[0]!.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      expect.objectContaining({ field: 'seconds', message: 'Indicá el segundo del video.' }),
    ]);
    const endless = await save(cookie, course.id, {
      moduleId: units[0]!.modules[0]!.id,
      seconds: 1e9,
    });
    expect(endless.statusCode).toBe(400);
    expect(await resumeOf(cookie, course)).toBeNull();
  });

  it('refuses strangers and anonymous callers; an admin may save', async () => {
    const { course, units } = await owner();
    const moduleId = units[0]!.modules[0]!.id;
    const stranger = await verifiedPerson(t);
    const refused = await save(stranger.cookie, course.id, { moduleId, seconds: 5 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Todavía no tenés acceso a este curso.');
    // A module outside the course tells a stranger nothing more than a refusal.
    const other = await createCourse(t);
    const outside = await save(stranger.cookie, other.id, { moduleId, seconds: 5 });
    expect(outside.statusCode).toBe(403);
    expect((await save(undefined, course.id, { moduleId, seconds: 5 })).statusCode).toBe(401);

    const admin = await adminPerson(t);
    expect((await save(admin.cookie, course.id, { moduleId, seconds: 5 })).statusCode).toBe(204);
    expect(await resumeOf(admin.cookie, course)).toEqual({ moduleId, seconds: 5 });
  });
});
