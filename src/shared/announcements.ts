import { z } from 'zod';
import { CourseIdSchema, requiredText } from './fields';

/**
 * An announcement written in the panel: to the students of one course (`courseId`), or to every
 * student (`courseId: null`, 'Todos los alumnos': every account that owns at least one course).
 * The body is markdown.
 */
export const AnnouncementDraftSchema = z.object({
  subject: requiredText('el asunto', 'El asunto', { min: 3, max: 150 }),
  body: requiredText('el texto del anuncio', 'El texto', { min: 10, max: 20_000 }),
  courseId: CourseIdSchema.nullable().default(null),
});
export type AnnouncementDraft = z.infer<typeof AnnouncementDraftSchema>;
export type AnnouncementDraftInput = z.input<typeof AnnouncementDraftSchema>;
