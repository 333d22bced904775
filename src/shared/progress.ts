import { z } from 'zod';

const ItemId = (missing: string, invalid: string) =>
  z.coerce.number({ error: missing }).int(invalid).positive(invalid);

export const ProgressUpdateSchema = z.object({
  unitId: ItemId('Indicá la unidad.', 'La unidad no es válida.'),
  moduleId: ItemId('Indicá el módulo.', 'El módulo no es válido.'),
});
export type ProgressUpdate = z.infer<typeof ProgressUpdateSchema>;
