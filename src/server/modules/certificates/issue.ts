import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { certificates, courses, users } from '../../db/schema';
import { ownsCourse } from '../enrollments/service';
import { newCertificateCode } from './code';
import { courseWatching } from '../watching/course-watching';
import { SEEN_SHARE } from '../../../shared/watching';
import { certificateEmail } from './emails';
import { courseMinutes, hasCertificate } from './store';

/**
 * Issues the student's certificate of a course they own and have completed (the caller's
 * progress says so: `isComplete`), with the e-mail that tells them, inside the caller's
 * transaction (the passing attempt's, or one of its own after a tick), and only when the server
 * credited ~90 % of the course's video time (decision 0032), whatever the ticks say. Idempotent:
 * a course certifies a student once (a revoked certificate is not issued again by studying on),
 * and two completions at the same moment meet at the unique index of live certificates.
 * Answers the outbox row of the e-mail, to deliver after the commit.
 */
export async function issueCertificate(
  ctx: ServiceContext,
  tx: Db,
  target: { userId: string; courseId: number },
): Promise<string | undefined> {
  const { userId, courseId } = target;
  if (!(await ownsCourse(tx, userId, courseId))) return undefined;
  if (await hasCertificate(tx, userId, courseId)) return undefined;
  // Never sooner than the course's video time at the fastest speed: what the server counted.
  const watched = await courseWatching(tx, { userId, courseId });
  if (watched.credited < SEEN_SHARE * watched.length) return undefined;
  const [student] = await tx.select().from(users).where(eq(users.id, userId));
  const [course] = await tx
    .select({ title: courses.title })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!student || !course) return undefined;
  const [issued] = await tx
    .insert(certificates)
    .values({
      code: newCertificateCode(),
      userId,
      courseId,
      fullName: `${student.name} ${student.lastname}`,
      document: student.document,
      courseTitle: course.title,
      minutes: await courseMinutes(tx, courseId),
      completedAt: ctx.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!issued) return undefined;
  return ctx.mail.queue(
    tx,
    certificateEmail(ctx.config, { email: student.email, name: student.name }, issued),
    { key: `certificate:${issued.code}` },
  );
}
