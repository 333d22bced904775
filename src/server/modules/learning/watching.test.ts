import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { heartbeat } from '../../../../tests/support/watching';
import { certificates, moduleProgress, modulePositions } from '../../db/schema';
import { issueCertificate } from '../certificates/issue';
import { NOT_WATCHED } from './service';

type Unit = { id: number; modules: { id: number }[] };

/** Two units of 18-minute YouTube lessons (3 in all): 54 minutes of video. */
const youtubeUnits = [
  {
    title: 'Unidad 1',
    modules: [
      { title: 'Clase 1', videoId: 'dQw4w9WgXcQ', durationMinutes: 18 },
      { title: 'Clase 2', videoId: 'https://youtu.be/9bZkp7q19f0', durationMinutes: 18 },
    ],
  },
  {
    title: 'Unidad 2',
    modules: [{ title: 'Clase 3', videoId: 'kJQP7kiw5Fk', durationMinutes: 18 }],
  },
];

describe('watching counted by the server', () => {
  const t = useTestApp();

  async function student() {
    const course = await createCourse(t, { units: youtubeUnits });
    const person = await verifiedPerson(t);
    await enroll(t, person.person.email, course.id);
    const study = await call(t, 'GET', `/api/user/courses/${course.id}/${course.slug}`, {
      cookie: person.cookie,
    });
    const units: Unit[] = study.json().course.units;
    const modules = units.flatMap((unit) =>
      unit.modules.map((module) => ({ unitId: unit.id, moduleId: module.id })),
    );
    return { course, cookie: person.cookie, userId: person.user.id, modules };
  }

  const tick = (cookie: string, courseId: number, module: { unitId: number; moduleId: number }) =>
    call(t, 'PUT', `/api/user/courses/${courseId}/x/update/progress`, { cookie, body: module });

  /** Heartbeats every 15 s of the clock, `step` seconds of video further each, from `from` to `to`. */
  async function play(
    s: { cookie: string; course: { id: number } },
    moduleId: number,
    range: { from: number; to: number; step: number; duration?: number },
  ) {
    for (let seconds = range.from; ; seconds = Math.min(range.to, seconds + range.step)) {
      const saved = await heartbeat(t, s.cookie, s.course.id, {
        moduleId,
        seconds,
        ...(range.duration ? { duration: range.duration } : {}),
      });
      expect(saved.statusCode, saved.body).toBe(204);
      if (seconds >= range.to) return;
      t.clock.advance(15_000);
    }
  }

  const credited = async (userId: string, moduleId: number) =>
    (await t.db.select().from(modulePositions).where(eq(modulePositions.userId, userId))).find(
      (row) => row.moduleId === moduleId,
    )?.watchedSeconds ?? 0;

  it('refuses every tick sent without watching, in Spanish, and no certificate comes of them', async () => {
    const s = await student();
    const ticks = await Promise.all(s.modules.map((module) => tick(s.cookie, s.course.id, module)));
    for (const answer of ticks) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(NOT_WATCHED);
    }
    // Positions saved at 95 % of each lesson credit nothing: a jump is not watching.
    for (const { moduleId } of s.modules) {
      await heartbeat(t, s.cookie, s.course.id, { moduleId, seconds: 0 });
      await heartbeat(t, s.cookie, s.course.id, { moduleId, seconds: 1026 });
    }
    for (const module of s.modules) {
      expect((await tick(s.cookie, s.course.id, module)).statusCode).toBe(409);
    }
    const study = await call(t, 'GET', `/api/user/courses/${s.course.id}/x`, { cookie: s.cookie });
    expect(study.json().course.progress).toMatchObject({ completedModules: 0, percent: 0 });
    expect(await t.db.select().from(certificates).where(eq(certificates.userId, s.userId))).toEqual(
      [],
    );
  });

  it('ticks a lesson once 90 % of it was credited, at no more than twice real time', async () => {
    const s = await student();
    const [first] = s.modules;
    // Played at 3×: 45 s of video every 15 s is credited as 30.
    await play(s, first!.moduleId, { from: 0, to: 900, step: 45 });
    expect(await credited(s.userId, first!.moduleId)).toBeGreaterThanOrEqual(599);
    // (The test's own real time adds a little to the application's clock.)
    expect(await credited(s.userId, first!.moduleId)).toBeLessThan(620);
    expect((await tick(s.cookie, s.course.id, first!)).statusCode).toBe(409);
    // Sought back and played on at 2× until 90 % of 1080 s was credited.
    await play(s, first!.moduleId, { from: 300, to: 690, step: 30 });
    expect(await credited(s.userId, first!.moduleId)).toBeGreaterThanOrEqual(972);
    const ticked = await tick(s.cookie, s.course.id, first!);
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json().progress).toMatchObject({ completedModules: 1 });
  });

  it("takes the length the player reports, capped by the module's minutes", async () => {
    const s = await student();
    const [first, second] = s.modules;
    // A 5-minute video declared as 18: 90 % of 300 s is enough.
    await play(s, first!.moduleId, { from: 0, to: 300, step: 30, duration: 300 });
    expect((await tick(s.cookie, s.course.id, first!)).statusCode).toBe(200);
    // A length beyond the declared 18 minutes counts as 18 minutes, no more.
    await play(s, second!.moduleId, { from: 0, to: 1000, step: 30, duration: 43_000 });
    const [row] = await t.db
      .select()
      .from(modulePositions)
      .where(eq(modulePositions.moduleId, second!.moduleId));
    expect(row!.watchedSeconds).toBeGreaterThanOrEqual(972);
    expect((await tick(s.cookie, s.course.id, second!)).statusCode).toBe(200);
  });

  it('refuses a position far past the lesson and clamps one a little past its end', async () => {
    const s = await student();
    const [first] = s.modules;
    const absurd = await heartbeat(t, s.cookie, s.course.id, {
      moduleId: first!.moduleId,
      seconds: 43_000,
    });
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json().message).toBe('Ese segundo no está en la clase: dura 18 minutos.');
    const reported = await heartbeat(t, s.cookie, s.course.id, {
      moduleId: first!.moduleId,
      seconds: 800,
      duration: 600,
    });
    expect(reported.statusCode).toBe(400);
    expect(reported.json().message).toBe('Ese segundo no está en la clase: dura 10 minutos.');

    const over = await heartbeat(t, s.cookie, s.course.id, {
      moduleId: first!.moduleId,
      seconds: 1090.4,
    });
    expect(over.statusCode).toBe(204);
    const study = await call(t, 'GET', `/api/user/courses/${s.course.id}/x`, { cookie: s.cookie });
    expect(study.json().course.resume).toEqual({ moduleId: first!.moduleId, seconds: 1080 });
  });

  it('gives two lessons played at once one clock between them', async () => {
    const s = await student();
    const [first, second] = s.modules;
    await heartbeat(t, s.cookie, s.course.id, { moduleId: first!.moduleId, seconds: 0 });
    await heartbeat(t, s.cookie, s.course.id, { moduleId: second!.moduleId, seconds: 0 });
    for (let step = 1; step <= 4; step += 1) {
      t.clock.advance(15_000);
      for (const module of [first!, second!]) {
        await heartbeat(t, s.cookie, s.course.id, {
          moduleId: module.moduleId,
          seconds: step * 30,
        });
      }
    }
    // 60 s of real time: at most 120 s of video between both lessons.
    const both =
      (await credited(s.userId, first!.moduleId)) + (await credited(s.userId, second!.moduleId));
    expect(both).toBeLessThanOrEqual(121);
    expect(both).toBeGreaterThanOrEqual(119);
  });

  it('issues no certificate for ticks the server did not count, whatever their rows say', async () => {
    const s = await student();
    await t.db
      .insert(moduleProgress)
      .values(s.modules.map(({ moduleId }) => ({ userId: s.userId, moduleId })));
    const refused = await t.db.transaction((tx) =>
      issueCertificate(t.app.ctx, tx, { userId: s.userId, courseId: s.course.id }),
    );
    expect(refused).toBeUndefined();

    for (const { moduleId } of s.modules) {
      await play(s, moduleId, { from: 0, to: 1080, step: 30 });
    }
    const issued = await t.db.transaction((tx) =>
      issueCertificate(t.app.ctx, tx, { userId: s.userId, courseId: s.course.id }),
    );
    expect(issued).toBeDefined();
  });
});
