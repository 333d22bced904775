import type { CourseCategory } from '../../../shared/courses';
import type { Db } from '../../db/client';
import {
  courseLearningPoints,
  courseMaterials,
  courseModules,
  courses,
  courseUnits,
} from '../../db/schema';

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
  learningList: string[];
  units: { title: string; modules: { title: string; videoId: string }[] }[];
  materials: { title: string; url: string }[];
};

/** Inserts a course with its units, modules, materials and learning points in one transaction. */
export async function insertCourse(db: Db, course: NewCourse): Promise<number> {
  return db.transaction(async (tx) => {
    const { learningList, units, materials, ...fields } = course;
    const [created] = await tx.insert(courses).values(fields).returning({ id: courses.id });
    if (!created) throw new Error('course insert returned no row');
    const courseId = created.id;
    for (const [unitIndex, unit] of units.entries()) {
      const [unitRow] = await tx
        .insert(courseUnits)
        .values({ courseId, position: unitIndex, title: unit.title })
        .returning({ id: courseUnits.id });
      if (unitRow && unit.modules.length > 0) {
        await tx
          .insert(courseModules)
          .values(
            unit.modules.map((module, position) => ({ unitId: unitRow.id, position, ...module })),
          );
      }
    }
    if (materials.length > 0) {
      await tx
        .insert(courseMaterials)
        .values(materials.map((material, position) => ({ courseId, position, ...material })));
    }
    if (learningList.length > 0) {
      await tx
        .insert(courseLearningPoints)
        .values(learningList.map((content, position) => ({ courseId, position, content })));
    }
    return courseId;
  });
}
