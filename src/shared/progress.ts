import { z } from 'zod';

const ItemId = (missing: string, invalid: string) =>
  z.coerce.number({ error: missing }).int(invalid).positive(invalid);

export const ProgressUpdateSchema = z.object({
  unitId: ItemId('Indicá la unidad.', 'La unidad no es válida.'),
  moduleId: ItemId('Indicá el módulo.', 'El módulo no es válido.'),
});
export type ProgressUpdate = z.infer<typeof ProgressUpdateSchema>;

/** Twelve hours: no lesson is longer; a bigger number is a broken player, not a position. */
const MAX_SECONDS = 12 * 60 * 60;

export const PositionUpdateSchema = z.object({
  moduleId: ItemId('Indicá el módulo.', 'El módulo no es válido.'),
  seconds: z
    .number({ error: 'Indicá el segundo del video.' })
    .min(0, 'El segundo del video no es válido.')
    .max(MAX_SECONDS, 'El segundo del video no es válido.'),
  /** The video's length as the player reports it (seconds), when it knows it. */
  duration: z
    .number({ error: 'La duración del video no es válida.' })
    .positive('La duración del video no es válida.')
    .max(MAX_SECONDS, 'La duración del video no es válida.')
    .optional(),
});
export type PositionUpdate = z.infer<typeof PositionUpdateSchema>;
