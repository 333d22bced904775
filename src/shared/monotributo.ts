import { z } from 'zod';

/** The categories of the Monotributo, lowest first. */
export const MONOTRIBUTO_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'] as const;
export type MonotributoLetter = (typeof MONOTRIBUTO_LETTERS)[number];

/** What the taxpayer does: the tax of a category differs, and some may be for goods only. */
export const MONOTRIBUTO_ACTIVITIES = ['servicios', 'bienes'] as const;
export type MonotributoActivity = (typeof MONOTRIBUTO_ACTIVITIES)[number];

/** The parameters a category caps, in the order that breaks a tie between them. */
export const MONOTRIBUTO_PARAMETERS = ['income', 'surface', 'kwh', 'rent'] as const;
export type MonotributoParameter = (typeof MONOTRIBUTO_PARAMETERS)[number];

export const MONOTRIBUTO_OVER_LIMIT =
  'Superás los topes del Monotributo: pasás al Régimen General (IVA y Ganancias).';
export const NO_MONOTRIBUTO_TABLE = 'Todavía no hay una tabla del Monotributo vigente.';
export const MONOTRIBUTO_TABLE_NOT_FOUND =
  'No hay una tabla del Monotributo que rija desde esa fecha.';

/** A measure the taxpayer may leave out (sent as null or not at all): a number from 0 up. */
const optionalMeasure = (noun: string) =>
  z
    .number({ error: `${noun} es un número (dejalo vacío si no tenés local).` })
    .min(0, `${noun} no puede ser menor que 0.`)
    .nullish()
    .transform((value) => value ?? undefined);

/**
 * What the calculator asks (`POST /api/tools/monotributo`): the gross income of the last 12
 * months in ARS and the activity; the surface (m²), the energy (kWh a year) and the rent (ARS a
 * year) only when the taxpayer has a place of business.
 */
export const MonotributoQuestionSchema = z.object({
  income: z
    .number({ error: 'Indicá tus ingresos brutos de los últimos 12 meses.' })
    .min(0, 'Los ingresos brutos no pueden ser negativos.'),
  activity: z.enum(MONOTRIBUTO_ACTIVITIES, {
    error: 'Elegí la actividad: servicios o venta de bienes.',
  }),
  surface: optionalMeasure('La superficie afectada (m²)'),
  kwh: optionalMeasure('La energía consumida (kWh)'),
  rent: optionalMeasure('El alquiler anual'),
});
export type MonotributoQuestionInput = z.input<typeof MonotributoQuestionSchema>;
export type MonotributoQuestion = z.output<typeof MonotributoQuestionSchema>;
