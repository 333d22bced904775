import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { grantCourse } from '../../src/server/modules/enrollments/service';
import { verifiedPerson } from './accounts';
import type { TestApp } from './test-app';

/** Sets the application's clock to an instant given in Argentine time ('2031-03-10T10:00:00'). */
export function setArgentineNow(t: TestApp, local: string): void {
  t.clock.offsetMs = Date.parse(`${local}-03:00`) - Date.now();
}

/** A new verified student enrolled in the course at the application's clock, with their id. */
export async function studentEnrolledNow(t: TestApp, courseId: number) {
  const student = await verifiedPerson(t);
  const [row] = await t.db.select().from(users).where(eq(users.email, student.person.email));
  if (!row) throw new Error(`no user ${student.person.email}`);
  await grantCourse(t.db, { userId: row.id, courseId, now: t.app.ctx.now() });
  return { ...student, userId: row.id };
}
