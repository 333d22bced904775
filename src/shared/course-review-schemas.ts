import { z } from 'zod';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from './course-reviews';
import { requiredText } from './fields';

// A review is plain text: an address or a tag would show as written, or worse, lure readers.
const ADDRESS =
  /https?:\/\/|www\.|\b[a-z0-9][a-z0-9-]*\.(?:com|net|org|ar|io|info|biz|co|me|ly|app|dev|xyz|site|online|store|link|gob|edu)\b/;
const TAG = /<\s*\/?\s*[a-z!][^>]*>/i;

export const REVIEW_NO_LINKS = 'La opinión no puede llevar enlaces ni direcciones web.';
export const REVIEW_NO_HTML = 'La opinión es texto simple: sacá las etiquetas HTML.';

/** 1 to 5 stars, and 20 to 1000 characters of plain text. */
export const ReviewSchema = z.object({
  rating: z
    .number({ error: 'Elegí de 1 a 5 estrellas.' })
    .int('Elegí de 1 a 5 estrellas.')
    .min(1, 'Elegí de 1 a 5 estrellas.')
    .max(5, 'Elegí de 1 a 5 estrellas.'),
  text: requiredText('tu opinión', 'La opinión', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })
    .refine((text) => !ADDRESS.test(text.toLowerCase()), REVIEW_NO_LINKS)
    .refine((text) => !TAG.test(text), REVIEW_NO_HTML),
});
export type Review = z.infer<typeof ReviewSchema>;

/** The firm's public reply under a review: plain text too. */
export const ReviewReplySchema = z.object({
  text: requiredText('la respuesta', 'La respuesta', { min: 2, max: REVIEW_TEXT_MAX }).refine(
    (text) => !TAG.test(text),
    'La respuesta es texto simple: sacá las etiquetas HTML.',
  ),
});
export type ReviewReply = z.infer<typeof ReviewReplySchema>;

/** Why the panel hides a review: kept for the panel, never shown publicly. */
export const HideReviewSchema = z.object({
  reason: z
    .string({ error: 'Contá brevemente por qué se oculta la opinión.' })
    .trim()
    .min(3, 'Contá brevemente por qué se oculta la opinión.')
    .max(500, 'El motivo puede tener como máximo 500 caracteres.'),
});
export type HideReview = z.infer<typeof HideReviewSchema>;

export const REVIEWS_RATE_MESSAGE =
  'Ya enviaste varias opiniones en las últimas 24 horas. Esperá un poco y volvé a intentar.';
