import { z } from 'zod';
import { QuizSummarySchema } from '../../../shared/responses/quizzes';
import type { CourseProgress, OwnedCourse, StudyCourse } from '../../../shared/courses';
import {
  CourseCardSchema,
  CourseInfoSchema,
  CourseMaterialsSchema,
  CourseUnitsSchema,
} from '../courses/responses';

export const ProgressSchema = z.object({
  completedModuleIds: z.array(z.number()),
  completedUnitIds: z.array(z.number()),
  completedModules: z.number(),
  totalModules: z.number(),
  passedQuizUnitIds: z.array(z.number()),
  passedQuizzes: z.number(),
  totalQuizzes: z.number(),
  percent: z.number(),
}) satisfies z.ZodType<CourseProgress>;

export const OwnedCourseSchema = z.object({
  course: CourseCardSchema,
  progress: ProgressSchema,
}) satisfies z.ZodType<OwnedCourse>;

export const StudyCourseSchema = CourseInfoSchema.extend({
  units: z.array(CourseUnitsSchema.element.extend({ quiz: QuizSummarySchema.nullable() })),
  materials: CourseMaterialsSchema,
  progress: ProgressSchema,
}) satisfies z.ZodType<StudyCourse>;
