import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, verifiedPerson } from '../../../../tests/support/accounts';
import { createCourse, enroll } from '../../../../tests/support/courses';
import { postgresServer } from '../../../../tests/support/test-database';
import { usePostgresTestApp } from '../../../../tests/support/use-test-app';
import { mailSettled } from '../../../../tests/support/mail-settled';
import { certificates } from '../../db/schema';

/**
 * Completions that race each other. The embedded database runs one statement at a time, so only
 * a PostgreSQL server (with its pool of connections) lets them really overlap.
 */
const DATABASE_SERVER = await postgresServer(
  'certificates/races.test.ts',
  'the embedded PGlite runs one statement at a time, so completions never really race on it',
);

describe.skipIf(!DATABASE_SERVER)('certificates racing each other on PostgreSQL', () => {
  const t = usePostgresTestApp(DATABASE_SERVER);

  it('issues one certificate and one e-mail when the last module is ticked many times at once', async () => {
    const course = await createCourse(t, {
      units: [
        {
          title: 'Unidad 1',
          modules: [
            { title: 'Módulo 1', videoId: '', durationMinutes: 20 },
            { title: 'Módulo 2', videoId: '', durationMinutes: 25 },
          ],
        },
      ],
    });
    const student = await verifiedPerson(t);
    await enroll(t, student.person.email, course.id);
    const base = `/api/user/courses/${course.id}/${course.slug}`;
    const [unit] = (await call(t, 'GET', base, { cookie: student.cookie })).json().course.units as {
      id: number;
      modules: { id: number }[];
    }[];
    const tick = (moduleId: number) =>
      call(t, 'PUT', `${base}/update/progress`, {
        cookie: student.cookie,
        body: { unitId: unit!.id, moduleId },
      });
    expect((await tick(unit!.modules[0]!.id)).statusCode).toBe(200);

    const since = t.smtp.messages.length;
    const ticks = await Promise.all(Array.from({ length: 8 }, () => tick(unit!.modules[1]!.id)));
    expect(ticks.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));

    const issued = await t.db
      .select()
      .from(certificates)
      .where(eq(certificates.courseId, course.id));
    expect(issued).toHaveLength(1);
    await mailSettled(t);
    const mails = t.smtp.messages
      .slice(since)
      .filter((mail) => mail.subject.startsWith('Tu certificado'));
    expect(mails).toHaveLength(1);
  });
});
