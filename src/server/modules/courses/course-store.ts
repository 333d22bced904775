import type { CourseCategory } from '../../../shared/courses';
import type { MaterialFile } from '../../../shared/responses/materials';
import type { QuizForm } from '../../../shared/quizzes';
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
  /** A sale price and when it ends (both or neither); none when left out. */
  salePrice?: number | null;
  saleEndsAt?: Date | null;
  urlTrailer: string;
  /** Who teaches it (a team member's id); nobody when left out. */
  instructorId?: number | null;
  content: string;
  /** What the course includes; none when left out. */
  included?: string[];
  learningList: string[];
  units: {
    title: string;
    modules: { title: string; videoId: string; durationMinutes?: number; preview?: boolean }[];
    /** The unit's evaluation; none when left out. */
    quiz?: QuizForm | null;
    /** When the unit opens (drip release); with the enrolment when left out. */
    releaseAfterDays?: number | null;
    releaseDate?: string | null;
  }[];
  /** Links, or files already in the private area (`url` their download address). */
  materials: { title: string; url: string; file?: Omit<MaterialFile, 'key'> }[];
};

type CourseItems = Parameters<typeof saveCourseItems>[2];

/** The one place a course row is written with its items, inside the caller's transaction. */
export async function insertCourseRows(
  tx: Db,
  fields: typeof courses.$inferInsert,
  items: CourseItems,
): Promise<number> {
  const [created] = await tx.insert(courses).values(fields).returning({ id: courses.id });
  if (!created) throw new Error('course insert returned no row');
  await saveCourseItems(tx, created.id, items);
  return created.id;
}

/** Inserts a course with its units, modules, materials and learning points in one transaction. */
export async function insertCourse(db: Db, course: NewCourse): Promise<number> {
  checkPublishable(course);
  const { learningList, units, materials, ...fields } = course;
  return db.transaction((tx) =>
    insertCourseRows(tx, fields, {
      units: units.map((unit) => ({
        ...unit,
        modules: unit.modules.map((module) => ({ durationMinutes: 0, preview: false, ...module })),
      })),
      materials: materials.map(({ title, url, file }) => ({
        id: undefined,
        title,
        url,
        fileName: file?.name ?? null,
        fileSize: file?.size ?? null,
        fileType: file?.type ?? null,
      })),
      learningList: learningList.map((content) => ({ content })),
    }),
  );
}
