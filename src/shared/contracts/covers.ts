import { z } from 'zod';
import { COVER_VARIANT_WIDTHS } from '../cover-images';
import { FileAnswerSchema, MessageAnswerSchema } from '../responses/common';
import { defineRoute } from './define-route';

/**
 * A smaller copy of a course cover, at the address beside the cover's own
 * (`/uploads/courses/<width>/<name>.webp`): a WebP picture.
 */
export const coverVariant = defineRoute({
  method: 'GET',
  path: '/uploads/courses/:width/:file',
  outsideApi: true,
  params: z.object({
    width: z.enum(COVER_VARIANT_WIDTHS.map(String) as [string, ...string[]], {
      message: 'Ese tamaño de imagen no existe.',
    }),
    file: z.string().regex(/^[A-Za-z0-9_-]{1,120}\.webp$/, 'Ese nombre de imagen no es válido.'),
  }),
  response: { 200: FileAnswerSchema, 404: MessageAnswerSchema },
});
