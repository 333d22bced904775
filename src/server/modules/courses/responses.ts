import { z } from 'zod';
import { MaterialFileSchema } from '../../../shared/responses/materials';
import {
  COURSE_CATEGORIES,
  type CourseCard,
  type CourseDetail,
  type RelatedCourse,
} from '../../../shared/courses';
import { isoDate } from '../../http/responses';

const Picture = z.object({ url: z.string() }).nullable();

export const CourseCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  picture: Picture,
  category: z.enum(COURSE_CATEGORIES),
  price: z.number(),
  updatedAt: isoDate,
}) satisfies z.ZodType<CourseCard>;

const RelatedCourseSchema = CourseCardSchema.pick({
  id: true,
  slug: true,
  title: true,
  description: true,
  category: true,
  picture: true,
}) satisfies z.ZodType<RelatedCourse>;

export const LearningPointSchema = z.object({ id: z.number(), content: z.string() });

/** Public course fields shared by the public page and the study view. */
export const CourseInfoSchema = CourseCardSchema.extend({
  createdAt: isoDate,
  urlTrailer: z.string(),
  content: z.string(),
  learningList: z.array(LearningPointSchema),
  included: z.array(z.string()),
});

export const CourseDetailSchema = CourseInfoSchema.extend({
  units: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      modules: z.array(z.object({ id: z.number(), title: z.string() })),
    }),
  ),
  materialsCount: z.number(),
  related: z.array(RelatedCourseSchema),
}) satisfies z.ZodType<CourseDetail>;

/** A course's outline with the video of each module: for its students and for the editor. */
export const CourseUnitsSchema = z.array(
  z.object({
    id: z.number(),
    title: z.string(),
    modules: z.array(z.object({ id: z.number(), title: z.string(), videoId: z.string() })),
  }),
);

/** A course's materials with their links: for its students and for the editor. */
export const CourseMaterialsSchema = z.array(
  z.object({
    id: z.number(),
    title: z.string(),
    url: z.string(),
    /** A material that is a file: its key, original name, bytes and type. */
    file: MaterialFileSchema.nullable(),
  }),
);
