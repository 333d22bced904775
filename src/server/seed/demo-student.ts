import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { hashPassword, verifyPassword } from '../modules/auth/password';
import type { UserRow } from '../modules/auth/sessions';
import { recordHeartbeat } from '../modules/learning/positions';
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

/** The demo lessons' length: five-second clips (demo-lessons.ts). */
const CLIP_SECONDS = 5;

/**
 * Plays the first modules through as the player would have, a minute ago (a heartbeat at each
 * clip's start and end, as the server counts watching), ticks them, and leaves the student at
 * the start of the next one.
 */
async function watchFirstModules(ctx: ServiceContext, student: UserRow, courseId: number) {
  const course = await studyCourse(ctx, student, courseId);
  const modules = course.units.flatMap((unit) =>
    unit.modules.map((module) => ({ unitId: unit.id, moduleId: module.id, ...module })),
  );
  const watched = modules.slice(0, WATCHED_MODULES);
  let at = ctx.now().getTime() - 60_000;
  const beat = (module: (typeof modules)[number], seconds: number) =>
    recordHeartbeat(ctx.db, {
      userId: student.id,
      courseId,
      moduleId: module.moduleId,
      seconds,
      duration: CLIP_SECONDS,
      declaredMinutes: module.durationMinutes,
      at: new Date(at),
    });
  for (const module of watched) {
    await beat(module, 0);
    at += CLIP_SECONDS * 1000;
    await beat(module, CLIP_SECONDS);
    at += 1000;
    await recordProgress(ctx, student, {
      courseId,
      unitId: module.unitId,
      moduleId: module.moduleId,
    });
  }
  const next = modules[WATCHED_MODULES];
  if (next) await beat(next, 0);
}
