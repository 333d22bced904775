import { count } from 'drizzle-orm';
import { toSlug } from '../../../shared/slug';
import { insertCourse } from '../../modules/courses/course-store';
import { saveCover } from '../../storage/cover-variants';
import type { FileStorage } from '../../storage/file-storage';
import type { Db } from '../client';
import { courses } from '../schema';
import { renderDemoCover } from './demo-cover';
import { DEMO_COURSES } from './demo-courses';
import { saveDemoLessons, withDemoVideos } from './demo-lessons';

/**
 * Fills an empty catalogue with the demo courses, each with its cover and a short clip in every
 * module; does nothing once any course exists.
 */
export async function seedDemoContent(db: Db, storage: FileStorage): Promise<number> {
  const [existing] = await db.select({ total: count() }).from(courses);
  if ((existing?.total ?? 0) > 0) return 0;
  const clips = await saveDemoLessons(storage);
  for (const { cover, units, ...course } of DEMO_COURSES) {
    const slug = toSlug(course.title);
    const pictureUrl = await saveCover(storage, slug, await renderDemoCover(cover));
    await insertCourse(db, { ...course, units: withDemoVideos(units, clips), slug, pictureUrl });
  }
  return DEMO_COURSES.length;
}
