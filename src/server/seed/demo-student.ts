import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { hashPassword, verifyPassword } from '../modules/auth/password';
import type { UserRow } from '../modules/auth/sessions';
import { recordProgress, studyCourse } from '../modules/learning/service';
import { courses, users } from '../db/schema';
import { recordDemoPurchase } from './demo-purchase';

export type DemoStudentBootstrap =
  | { outcome: 'created'; email: string; password: string }
  | { outcome: 'configured' | 'exists'; email: string };

export const DEFAULT_DEMO_STUDENT_EMAIL = 'estudiante.demo@example.com';
/** How many of the owned course's modules the demo student has already watched. */
const WATCHED_MODULES = 4;

const STUDENT = {
  name: 'Lucía',
  lastname: 'Benítez',
  document: '38456127',
  country: 'AR',
  region: 'Capital Federal',
  location: 'Ciudad Autónoma de Buenos Aires',
};

/**
 * A student to look around with: verified, owning the first demo course (with a demo purchase
 * in the history, which no payment, invoice or mail ever touches) with a few modules watched. Made with the
 * configured credentials, or with a random password on the start that seeds the demo catalogue
 * (never beside a real one); configured credentials are kept in force.
 */
export async function ensureDemoStudent(
  ctx: ServiceContext,
  credentials: { email: string; password: string } | undefined,
  options: { catalogueJustSeeded: boolean },
): Promise<DemoStudentBootstrap | undefined> {
  const email = credentials?.email ?? DEFAULT_DEMO_STUDENT_EMAIL;
  const [existing] = await ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (existing) {
    if (credentials && !(await verifyPassword(credentials.password, existing.passwordHash))) {
      const passwordHash = await hashPassword(credentials.password, ctx.config.passwordHashCost);
      await ctx.db.update(users).set({ passwordHash }).where(eq(users.id, existing.id));
    }
    return { outcome: credentials ? 'configured' : 'exists', email };
  }
  if (!credentials && !options.catalogueJustSeeded) return undefined;
  const password = credentials?.password ?? randomBytes(12).toString('base64url');
  const [student] = await ctx.db
    .insert(users)
    .values({
      name: STUDENT.name,
      lastname: STUDENT.lastname,
      username: credentials ? (email.split('@')[0] ?? 'estudiante') : 'lucia.benitez',
      email,
      passwordHash: await hashPassword(password, ctx.config.passwordHashCost),
      roles: ['user'],
      emailVerified: true,
    })
    .returning();
  if (!student) throw new Error('demo student insert returned no row');
  const [course] = await ctx.db
    .select({ id: courses.id, slug: courses.slug, title: courses.title, price: courses.price })
    .from(courses)
    .where(eq(courses.visibility, true))
    .orderBy(asc(courses.id))
    .limit(1);
  if (course) {
    await recordDemoPurchase(ctx.db, { student, course, payer: STUDENT, now: ctx.now() });
    await watchFirstModules(ctx, student, course.id);
  }
  return credentials ? { outcome: 'configured', email } : { outcome: 'created', email, password };
}

async function watchFirstModules(ctx: ServiceContext, student: UserRow, courseId: number) {
  const course = await studyCourse(ctx, student, courseId);
  const modules = course.units.flatMap((unit) =>
    unit.modules.map((module) => ({ unitId: unit.id, moduleId: module.id })),
  );
  for (const target of modules.slice(0, WATCHED_MODULES)) {
    await recordProgress(ctx, student, { courseId, ...target });
  }
}
