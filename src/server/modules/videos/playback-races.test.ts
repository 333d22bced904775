import { describe, expect, it } from 'vitest';
import { call, sessionCookie, verifiedPerson } from '../../../../tests/support/accounts';
import { enroll } from '../../../../tests/support/courses';
import { hostedCourse, readyVideoRow } from '../../../../tests/support/hosted-videos';
import { postgresServer } from '../../../../tests/support/test-database';
import { usePostgresTestApp } from '../../../../tests/support/use-test-app';

/** Devices starting at once: only a PostgreSQL server lets their claims really overlap. */
const DATABASE_SERVER = await postgresServer(
  'videos/playback-races.test.ts',
  'the embedded PGlite runs one statement at a time, so two claims never really race on it',
);

describe.skipIf(!DATABASE_SERVER)('devices racing for the last place, on PostgreSQL', () => {
  const t = usePostgresTestApp(DATABASE_SERVER);

  it('gives the last place to exactly one of two devices starting at once', async () => {
    const course = await hostedCourse(t, await readyVideoRow(t));
    for (let round = 0; round < 5; round += 1) {
      const student = await verifiedPerson(t);
      await enroll(t, student.person.email, course.id);
      const devices = [student.cookie];
      for (let other = 0; other < 2; other += 1) {
        const login = await call(t, 'POST', '/api/auth/login', {
          body: { email: student.person.email, password: student.person.password },
        });
        devices.push(sessionCookie(login));
      }
      const moduleId: number = (
        await call(t, 'GET', `/api/user/courses/${course.id}/x`, { cookie: student.cookie })
      ).json().course.units[0].modules[0].id;
      const open = (cookie: string) =>
        call(t, 'POST', `/api/user/courses/${course.id}/x/modules/${moduleId}/playback`, {
          cookie,
        });

      expect((await open(devices[0]!)).statusCode).toBe(200);
      const racing = await Promise.all([open(devices[1]!), open(devices[2]!)]);
      expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    }
  });
});
