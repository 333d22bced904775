import { z } from 'zod';
import {
  CourseCardSchema,
  CourseInfoSchema,
  CourseMaterialsSchema,
  CourseUnitsSchema,
} from './courses';

export const ProgressSchema = z.object({
  completedModuleIds: z.array(z.number()),
  completedUnitIds: z.array(z.number()),
  completedModules: z.number(),
  totalModules: z.number(),
  /** Completed modules over all modules of the course, rounded to a whole percent. */
  percent: z.number(),
});
export type CourseProgress = z.infer<typeof ProgressSchema>;

/** An owned course in "Mis cursos" and on catalogue cards. */
export const OwnedCourseSchema = z.object({ course: CourseCardSchema, progress: ProgressSchema });
export type OwnedCourse = z.infer<typeof OwnedCourseSchema>;

/** What an owner (or admin) studies from: video ids and material links included. */
export const StudyCourseSchema = CourseInfoSchema.extend({
  units: CourseUnitsSchema,
  materials: CourseMaterialsSchema,
  progress: ProgressSchema,
});
export type StudyCourse = z.infer<typeof StudyCourseSchema>;

export const OwnedCoursesAnswerSchema = z.object({ courses: z.array(OwnedCourseSchema) });
export type OwnedCoursesAnswer = z.infer<typeof OwnedCoursesAnswerSchema>;

export const StudyCourseAnswerSchema = z.object({ course: StudyCourseSchema });
export type StudyCourseAnswer = z.infer<typeof StudyCourseAnswerSchema>;

export const ProgressAnswerSchema = z.object({ progress: ProgressSchema });
export type ProgressAnswer = z.infer<typeof ProgressAnswerSchema>;
