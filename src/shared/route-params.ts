import { z } from 'zod';
import { CourseIdSchema } from './fields';

/** `/…/:id/:slug` of a course; the slug is informative (answers carry the canonical one). */
export const CourseParams = z.object({
  id: CourseIdSchema,
  slug: z.string().max(200),
});

/** A course item's id in a path (a unit, a lesson): a positive 32-bit integer. */
export const itemIdParam = (invalid: string) =>
  z.coerce.number({ error: invalid }).int(invalid).positive(invalid).max(2_147_483_647, invalid);

/** `?name=…` of an upload sent as the raw body: the file's name as it was on the computer. */
export const UploadNameQuery = z.object({
  name: z
    .string({ error: 'Falta el nombre del archivo.' })
    .trim()
    .min(1, 'Falta el nombre del archivo.')
    .max(200, 'El nombre del archivo es demasiado largo.'),
});
