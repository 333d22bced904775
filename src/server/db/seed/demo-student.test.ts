import { describe, expect, it } from 'vitest';
import { call, sessionCookie } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { DEFAULT_DEMO_STUDENT_EMAIL, ensureDemoStudent } from './demo-student';
import { seedDemoContent } from './seed-demo';

describe('the demo student', () => {
  const t = useTestApp();

  const signIn = async (email: string, password: string) => {
    const response = await call(t, 'POST', '/api/auth/login', { body: { email, password } });
    expect(response.statusCode).toBe(200);
    return sessionCookie(response);
  };

  it('is made beside the demo catalogue, owns a started course and has its sandbox purchase', async () => {
    expect(await ensureDemoStudent(t.app.ctx, undefined, { catalogueJustSeeded: false })).toBe(
      undefined,
    );
    await seedDemoContent(t.db, t.app.ctx.storage);
    const student = await ensureDemoStudent(t.app.ctx, undefined, { catalogueJustSeeded: true });
    if (student?.outcome !== 'created') throw new Error(`not created: ${student?.outcome}`);
    expect(student.email).toBe(DEFAULT_DEMO_STUDENT_EMAIL);

    const cookie = await signIn(student.email, student.password);
    const { courses } = (await call(t, 'GET', '/api/user/courses', { cookie })).json();
    expect(courses).toHaveLength(1);
    expect(courses[0].progress.percent).toBeGreaterThan(0);
    expect(courses[0].progress.percent).toBeLessThan(100);

    const { purchases } = (await call(t, 'GET', '/api/user/purchases', { cookie })).json();
    expect(purchases).toMatchObject([{ status: 'approved', course: { id: courses[0].course.id } }]);

    const again = await ensureDemoStudent(t.app.ctx, undefined, { catalogueJustSeeded: true });
    expect(again).toEqual({ outcome: 'exists', email: student.email });
  });

  it('takes configured credentials and keeps them in force', async () => {
    const credentials = { email: 'alumna@example.com', password: 'clave-de-la-alumna' };
    const options = { catalogueJustSeeded: false };
    expect(await ensureDemoStudent(t.app.ctx, credentials, options)).toEqual({
      outcome: 'configured',
      email: credentials.email,
    });
    await signIn(credentials.email, credentials.password);
    const changed = { ...credentials, password: 'otra-clave-de-la-alumna' };
    await ensureDemoStudent(t.app.ctx, changed, options);
    await signIn(changed.email, changed.password);
  });
});
