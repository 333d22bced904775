import { z } from 'zod';
import { CourseIdSchema } from '../../shared/fields';

/** `/…/:id/:slug` of a course; the slug is informative (answers carry the canonical one). */
export const CourseParams = z.object({
  id: CourseIdSchema,
  slug: z.string().max(200),
});
