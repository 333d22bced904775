import { z } from 'zod';
import type { CourseProgress, OwnedCourse, StudyCourse } from '../../../shared/courses';
import {
  CourseCardSchema,
  CourseInfoSchema,
  CourseMaterialsSchema,
  CourseUnitsSchema,
} from '../../../shared/responses/courses';

export const ProgressSchema = z.object({
  completedModuleIds: z.array(z.number()),
  completedUnitIds: z.array(z.number()),
  completedModules: z.number(),
  totalModules: z.number(),
  percent: z.number(),
}) satisfies z.ZodType<CourseProgress>;

export const OwnedCourseSchema = z.object({
  course: CourseCardSchema,
  progress: ProgressSchema,
}) satisfies z.ZodType<OwnedCourse>;

export const StudyCourseSchema = CourseInfoSchema.extend({
  units: CourseUnitsSchema,
  materials: CourseMaterialsSchema,
  progress: ProgressSchema,
}) satisfies z.ZodType<StudyCourse>;
