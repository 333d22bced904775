import { z } from 'zod';
import {
  CourseCardSchema,
  CourseInfoSchema,
  CourseMaterialsSchema,
  CourseUnitsSchema,
} from './courses';
import { QuizResultSchema, QuizSummarySchema } from './quizzes';

export const ProgressSchema = z.object({
  completedModuleIds: z.array(z.number()),
  completedUnitIds: z.array(z.number()),
  completedModules: z.number(),
  totalModules: z.number(),
  passedQuizUnitIds: z.array(z.number()),
  passedQuizzes: z.number(),
  totalQuizzes: z.number(),
  /** Modules done and evaluations passed over all of them, rounded to a whole percent. */
  percent: z.number(),
});
export type CourseProgress = z.infer<typeof ProgressSchema>;

/** Where a student picks a course up again: a module (by its stable id) and a second in it. */
export const ResumeSchema = z.object({ moduleId: z.number(), seconds: z.number() });
export type Resume = z.infer<typeof ResumeSchema>;

/** A resume with what a card says of it: 'Continuar: Unidad 2 · Alta en ARCA, 03:12'. */
export const OwnedResumeSchema = ResumeSchema.extend({
  unitNumber: z.number(),
  moduleTitle: z.string(),
});
export type OwnedResume = z.infer<typeof OwnedResumeSchema>;

/** An owned course in "Mis cursos" and on catalogue cards. */
export const OwnedCourseSchema = z.object({
  course: CourseCardSchema,
  progress: ProgressSchema,
  /** Null before the student plays anything; the first module at 0 once the course is done. */
  resume: OwnedResumeSchema.nullable(),
});
export type OwnedCourse = z.infer<typeof OwnedCourseSchema>;

/** What an owner (or admin) studies from: video ids and material links included. */
export const StudyCourseSchema = CourseInfoSchema.extend({
  units: z.array(
    CourseUnitsSchema.element.extend({
      quiz: QuizSummarySchema.nullable(),
      /** Not open yet for this student (drip release): its modules come without their videos. */
      locked: z.boolean(),
      /** The Argentine day a locked unit opens, 'YYYY-MM-DD'. */
      opensOn: z.string().optional(),
    }),
  ),
  /** `content` as HTML, rendered on the server by the pages' markdown renderer. */
  contentHtml: z.string(),
  materials: CourseMaterialsSchema,
  progress: ProgressSchema,
  /** Null before the student plays anything; the first module at 0 once the course is done. */
  resume: ResumeSchema.nullable(),
});
export type StudyCourse = z.infer<typeof StudyCourseSchema>;

export const OwnedCoursesAnswerSchema = z.object({ courses: z.array(OwnedCourseSchema) });
export type OwnedCoursesAnswer = z.infer<typeof OwnedCoursesAnswerSchema>;

export const StudyCourseAnswerSchema = z.object({ course: StudyCourseSchema });
export type StudyCourseAnswer = z.infer<typeof StudyCourseAnswerSchema>;

export const ProgressAnswerSchema = z.object({ progress: ProgressSchema });
export type ProgressAnswer = z.infer<typeof ProgressAnswerSchema>;

/** A graded evaluation with the course's progress after it (`QuizResult`). */
export const QuizResultAnswerSchema = QuizResultSchema.extend({ progress: ProgressSchema });
