import { count } from 'drizzle-orm';
import { toSlug } from '../../../shared/slug';
import { insertCourse } from '../../modules/courses/course-store';
import type { FileStorage } from '../../storage/file-storage';
import type { Db } from '../client';
import { courses } from '../schema';
import { renderDemoCover } from './demo-cover';
import { DEMO_COURSES } from './demo-courses';

/** Fills an empty catalogue with the demo courses; does nothing once any course exists. */
export async function seedDemoContent(db: Db, storage: FileStorage): Promise<number> {
  const [existing] = await db.select({ total: count() }).from(courses);
  if ((existing?.total ?? 0) > 0) return 0;
  for (const { palette, ...course } of DEMO_COURSES) {
    const slug = toSlug(course.title);
    const pictureUrl = await storage.save(`courses/${slug}.webp`, await renderDemoCover(palette));
    await insertCourse(db, { ...course, slug, pictureUrl });
  }
  return DEMO_COURSES.length;
}
