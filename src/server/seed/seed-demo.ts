import { count } from 'drizzle-orm';
import { toSlug } from '../../shared/slug';
import type { ServiceContext } from '../context';
import { insertCourse } from '../modules/courses/course-store';
import { saveCover } from '../storage/cover-variants';
import type { FileStorage } from '../storage/file-storage';
import type { Db } from '../db/client';
import { courses } from '../db/schema';
import { seedDemoBundle } from './demo-bundle';
import { renderDemoCover } from './demo-cover';
import { seedDemoConsultations } from './demo-consultations';
import { seedDemoPlan } from './demo-plan';
import { seedDemoReviews } from './demo-reviews';
import { DEMO_COURSES } from './demo-courses';
import { seedDemoTaxCalendar } from './demo-tax-calendar';
import { seedDemoTeam } from './demo-team';
import { ensureDemoStudent, type DemoStudentBootstrap } from './demo-student';
import { saveDemoLessons, withDemoVideos } from './demo-lessons';
import { mendDemoMaterials, saveDemoMaterials } from './demo-materials';

/**
 * Fills an empty catalogue with the demo courses, each with its cover, a short clip in every
 * module, its material files and a teacher taken in turn from `instructorIds`; does nothing once
 * any course exists.
 */
export async function seedDemoContent(
  db: Db,
  storage: FileStorage,
  instructorIds: number[] = [],
): Promise<number> {
  const [existing] = await db.select({ total: count() }).from(courses);
  if ((existing?.total ?? 0) > 0) return 0;
  const clips = await saveDemoLessons(storage);
  for (const [index, { cover, units, materials, ...course }] of DEMO_COURSES.entries()) {
    const slug = toSlug(course.title);
    const pictureUrl = await saveCover(storage, slug, await renderDemoCover(cover));
    await insertCourse(db, {
      ...course,
      units: withDemoVideos(units, clips),
      materials: await saveDemoMaterials(storage, materials),
      slug,
      pictureUrl,
      instructorId: instructorIds[index % instructorIds.length] ?? null,
    });
  }
  await seedDemoBundle(db, storage, new Date());
  return DEMO_COURSES.length;
}

/**
 * What a start with SEED_DEMO does: the demo firm's team where it has none, the demo catalogue
 * (its courses taught by that team) on an empty database, the demo firm's
 * consultations and hours where it set up none, example due dates where it loaded none, the
 * 'Plan Contador' offered where its price was never saved, then the demo student beside it, and a
 * few students' reviews of a catalogue seeded now. Nothing of it
 * reaches a payment provider, ARCA or a mailbox.
 */
export async function seedDemo(
  ctx: ServiceContext,
): Promise<{ courses: number; student: DemoStudentBootstrap | undefined }> {
  if (!ctx.config.seedDemo) return { courses: 0, student: undefined };
  const created = await seedDemoContent(ctx.db, ctx.storage, await seedDemoTeam(ctx));
  if (created === 0 && (await mendDemoMaterials(ctx.db, ctx.storage)) > 0) {
    await ctx.invalidation.publish('catalogue');
  }
  await seedDemoConsultations(ctx);
  await seedDemoTaxCalendar(ctx);
  await seedDemoPlan(ctx);
  const student = await ensureDemoStudent(ctx, ctx.config.demoStudent, {
    catalogueJustSeeded: created > 0,
  });
  const reviewed =
    created > 0 &&
    (await seedDemoReviews(ctx.db, {
      now: ctx.now(),
      passwordHashCost: ctx.config.passwordHashCost,
    })) > 0;
  if (reviewed) await ctx.invalidation.publish('catalogue');
  return { courses: created, student };
}
