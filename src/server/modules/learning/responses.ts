import { z } from 'zod';
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
  percent: z.number(),
}) satisfies z.ZodType<CourseProgress>;

const ResumeSchema = z.object({ moduleId: z.number(), seconds: z.number() });

export const OwnedCourseSchema = z.object({
  course: CourseCardSchema,
  progress: ProgressSchema,
  resume: ResumeSchema.extend({ unitNumber: z.number(), moduleTitle: z.string() }).nullable(),
}) satisfies z.ZodType<OwnedCourse>;

export const StudyCourseSchema = CourseInfoSchema.extend({
  units: CourseUnitsSchema,
  materials: CourseMaterialsSchema,
  progress: ProgressSchema,
  resume: ResumeSchema.nullable(),
}) satisfies z.ZodType<StudyCourse>;
