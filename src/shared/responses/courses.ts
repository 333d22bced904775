import { z } from 'zod';
import { COURSE_CATEGORIES } from '../courses';
import { isoDate } from './common';
import { MaterialFileSchema } from './materials';
import { InstructorSchema } from './team';

/** A course as a person's list of courses (or a purchase) names it. */
export const CourseRefSchema = z.object({ id: z.number(), slug: z.string(), title: z.string() });
export type CourseRef = z.infer<typeof CourseRefSchema>;

/** A bundle as a course page names it. */
export const BundleRefSchema = z.object({ id: z.number(), slug: z.string(), title: z.string() });
export type BundleRef = z.infer<typeof BundleRefSchema>;

export const PictureSchema = z.object({ url: z.string() }).nullable();

/** A course as the public catalogue shows it (no video ids, no material links). */
export const CourseCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  picture: PictureSchema,
  category: z.enum(COURSE_CATEGORIES),
  /** The list price; a sale below it, while `saleEndsAt` has not passed (shared/pricing.ts). */
  price: z.number(),
  salePrice: z.number().nullable(),
  saleEndsAt: isoDate.nullable(),
  updatedAt: isoDate,
  /** What the course teaches: the search matches it beside the title and the description. */
  learningPoints: z.array(z.string()),
});
export type CourseCard = z.infer<typeof CourseCardSchema>;

/**
 * A course's average stars and count of visible reviews; null below MIN_REVIEWS_SHOWN of them
 * (shared/course-reviews.ts).
 */
export const CourseRatingSchema = z.object({ average: z.number(), count: z.number() }).nullable();
export type CourseRating = z.infer<typeof CourseRatingSchema>;

/** A card of the public catalogue: a course card with its rating. */
export const CatalogueCardSchema = CourseCardSchema.extend({ rating: CourseRatingSchema });
export type CatalogueCard = z.infer<typeof CatalogueCardSchema>;

/** A related course suggested on a course page. */
const RelatedCourseSchema = CourseCardSchema.pick({
  id: true,
  slug: true,
  title: true,
  description: true,
  category: true,
  picture: true,
});
export type RelatedCourse = z.infer<typeof RelatedCourseSchema>;

export const LearningPointSchema = z.object({ id: z.number(), content: z.string() });
export type LearningPoint = z.infer<typeof LearningPointSchema>;

/** Public course fields shared by the public page and the study view. */
export const CourseInfoSchema = CourseCardSchema.extend({
  createdAt: isoDate,
  urlTrailer: z.string(),
  content: z.string(),
  learningList: z.array(LearningPointSchema),
  /** What the course includes, as short lines; none shows no 'Incluye' section. */
  included: z.array(z.string()),
});

/** The public course page: outline without video ids, no material links. */
export const CourseDetailSchema = CourseInfoSchema.extend({
  units: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      modules: z.array(
        z.object({
          id: z.number(),
          title: z.string(),
          /** 'Ver gratis': anyone may watch it (`previewPagePath`). */
          preview: z.boolean(),
          /** A preview's video reference, as a player plays it; never any other module's. */
          videoId: z.string().optional(),
        }),
      ),
    }),
  ),
  materialsCount: z.number(),
  related: z.array(RelatedCourseSchema),
  /** The visible 'Rutas de aprendizaje' that include the course ('Incluido en la ruta …'). */
  bundles: z.array(BundleRefSchema),
  /** Who teaches it, from the firm's team ('Quién enseña'); null shows no teacher. */
  instructor: InstructorSchema.nullable(),
  /** The most cuotas a checkout offers (1: one payment), and whether the firm absorbs the interest. */
  installments: z.object({ max: z.number(), interestFree: z.boolean() }),
  /** The course's own questions answered ('Preguntas frecuentes'), before the firm's defaults. */
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  /**
   * What the page states: minutes of lessons (as on the certificate), lessons, evaluations, and
   * its students once they are at least MIN_STUDENTS_SHOWN (null before).
   */
  facts: z.object({
    minutes: z.number(),
    lessons: z.number(),
    evaluations: z.number(),
    students: z.number().nullable(),
  }),
  rating: CourseRatingSchema,
});
export type CourseDetail = z.infer<typeof CourseDetailSchema>;

/** A course's outline with the video of each module: for its students and for the editor. */
export const CourseUnitsSchema = z.array(
  z.object({
    id: z.number(),
    title: z.string(),
    modules: z.array(
      z.object({
        id: z.number(),
        title: z.string(),
        videoId: z.string(),
        durationMinutes: z.number(),
        /** 'Vista previa gratuita': anyone may watch it before buying. */
        preview: z.boolean(),
      }),
    ),
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

export const CatalogueAnswerSchema = z.object({ courses: z.array(CatalogueCardSchema) });
export type CatalogueAnswer = z.infer<typeof CatalogueAnswerSchema>;

export const CourseDetailAnswerSchema = z.object({ course: CourseDetailSchema });
export type CourseDetailAnswer = z.infer<typeof CourseDetailAnswerSchema>;
