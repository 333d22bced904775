import { z } from 'zod';

const ItemId = (label: string) =>
  z.coerce
    .number({ error: `Indicá ${label}.` })
    .int(`${label} no es válido.`)
    .positive(`${label} no es válido.`);

export const ProgressUpdateSchema = z.object({
  unitId: ItemId('la unidad'),
  moduleId: ItemId('el módulo'),
});
export type ProgressUpdate = z.infer<typeof ProgressUpdateSchema>;
