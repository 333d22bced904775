import type { CourseCategory } from '../../../shared/courses';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import { saveCourseItems } from './course-items';
import { checkPublishable } from './publishing';

export type NewCourse = {
  slug: string;
  title: string;
  description: string;
  pictureUrl: string | null;
  category: CourseCategory;
  visibility: boolean;
  price: number;
  urlTrailer: string;
  content: string;
  /** What the course includes; none when left out. */
  included?: string[];
  learningList: string[];
  units: { title: string; modules: { title: string; videoId: string }[] }[];
  materials: { title: string; url: string }[];
};

/** Inserts a course with its units, modules, materials and learning points in one transaction. */
export async function insertCourse(db: Db, course: NewCourse): Promise<number> {
  checkPublishable(course);
  return db.transaction(async (tx) => {
    const { learningList, units, materials, ...fields } = course;
    const [created] = await tx.insert(courses).values(fields).returning({ id: courses.id });
    if (!created) throw new Error('course insert returned no row');
    await saveCourseItems(tx, created.id, {
      units,
      materials,
      learningList: learningList.map((content) => ({ content })),
    });
    return created.id;
  });
}
