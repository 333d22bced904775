import { z } from 'zod';

/** `/…/:id/:slug` of a course; the slug is informative (answers carry the canonical one). */
export const CourseParams = z.object({
  id: z.coerce
    .number({ error: 'El curso no es válido.' })
    .int('El curso no es válido.')
    .positive('El curso no es válido.')
    .max(2_147_483_647, 'El curso no es válido.'),
  slug: z.string().max(200),
});
