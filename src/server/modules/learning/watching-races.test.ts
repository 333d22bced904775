import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import { postgresServer } from '../../../../tests/support/test-database';
import { usePostgresTestApp } from '../../../../tests/support/use-test-app';
import { heartbeat } from '../../../../tests/support/watching';
import { modulePositions } from '../../db/schema';

/** Heartbeats that race each other: only a PostgreSQL server lets them really overlap. */
const DATABASE_SERVER = await postgresServer(
  'learning/watching-races.test.ts',
  'the embedded PGlite runs one statement at a time, so heartbeats never really race on it',
);

describe.skipIf(!DATABASE_SERVER)('heartbeats racing each other on PostgreSQL', () => {
  const t = usePostgresTestApp(DATABASE_SERVER);

  it('credits a stretch once when the same heartbeat arrives many times at once', async () => {
    const course = await createCourse(t, {
      units: [
        {
          title: 'Unidad 1',
          modules: [
            { title: 'Clase 1', videoId: 'dQw4w9WgXcQ', durationMinutes: 18 },
            { title: 'Clase 2', videoId: 'kJQP7kiw5Fk', durationMinutes: 18 },
          ],
        },
      ],
    });
    const student = await verifiedPerson(t);
    await enroll(t, student.person.email, course.id);
    const [unit] = (
      await call(t, 'GET', `/api/user/courses/${course.id}/x`, { cookie: student.cookie })
    ).json().course.units as { modules: { id: number }[] }[];
    const [first, second] = unit!.modules as [{ id: number }, { id: number }];
    for (const module of [first, second]) {
      await heartbeat(t, student.cookie, course.id, { moduleId: module.id, seconds: 0 });
    }
    t.clock.advance(15_000);

    // Eight copies of one heartbeat, and one of the other lesson, all at once.
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () =>
        heartbeat(t, student.cookie, course.id, { moduleId: first.id, seconds: 30 }),
      ),
      heartbeat(t, student.cookie, course.id, { moduleId: second.id, seconds: 30 }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(9).fill(204));

    const rows = await t.db
      .select()
      .from(modulePositions)
      .where(eq(modulePositions.userId, student.user.id));
    const total = rows.reduce((sum, row) => sum + row.watchedSeconds, 0);
    // 15 s of real time since the last heartbeat: 30 s of video at 2×, however it was split.
    expect(total).toBeGreaterThanOrEqual(29.9);
    expect(total).toBeLessThanOrEqual(30.5);
  });
});
