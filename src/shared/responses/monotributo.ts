import { z } from 'zod';
import { MONOTRIBUTO_LETTERS, MONOTRIBUTO_PARAMETERS } from '../monotributo';

/**
 * A category of a monotributo table: its caps (gross income, surface in m², energy in kWh and
 * rent, a year) and its monthly amounts in ARS. `taxServices` is null for a category open to
 * the sale of goods only.
 */
export const MonotributoCategorySchema = z.object({
  letter: z.enum(MONOTRIBUTO_LETTERS),
  maxIncome: z.number(),
  maxSurface: z.number(),
  maxKwh: z.number(),
  maxRent: z.number(),
  taxServices: z.number().nullable(),
  taxGoods: z.number(),
  sipa: z.number(),
  health: z.number(),
});
export type MonotributoCategory = z.infer<typeof MonotributoCategorySchema>;

/** A table and the day ('YYYY-MM-DD', Argentine) it rules from, with where its values come from. */
export const MonotributoTableSchema = z.object({
  effectiveFrom: z.string(),
  source: z.string(),
  categories: z.array(MonotributoCategorySchema),
});
export type MonotributoTable = z.infer<typeof MonotributoTableSchema>;

/** The panel's 'Monotributo': one table, and the dates of every table kept (oldest first). */
export const AdminMonotributoTableSchema = MonotributoTableSchema.extend({
  tables: z.array(z.object({ effectiveFrom: z.string(), source: z.string() })),
});
export type AdminMonotributoTable = z.infer<typeof AdminMonotributoTableSchema>;

export const SavedMonotributoTableSchema = AdminMonotributoTableSchema.extend({
  message: z.string(),
});
export type SavedMonotributoTable = z.infer<typeof SavedMonotributoTableSchema>;

const TableOrigin = { effectiveFrom: z.string(), source: z.string() };
const LimitingParameter = z.enum(MONOTRIBUTO_PARAMETERS);

/**
 * The calculator's answer: the category and what it costs a month, or, over the last cap of any
 * parameter, no category and what that means.
 */
export const MonotributoAnswerSchema = z.discriminatedUnion('overLimit', [
  z.object({
    overLimit: z.literal(false),
    category: z.enum(MONOTRIBUTO_LETTERS),
    monthlyTotal: z.number(),
    parts: z.object({ tax: z.number(), sipa: z.number(), health: z.number() }),
    /** The parameter that alone needs this category. */
    limitingParameter: LimitingParameter,
    /** The category's income cap less the income: what can still be billed in it. */
    headroom: z.number(),
    /** The next category open to the activity; absent at the last one. */
    nextCategory: z.enum(MONOTRIBUTO_LETTERS).optional(),
    ...TableOrigin,
  }),
  z.object({
    overLimit: z.literal(true),
    category: z.null(),
    limitingParameter: LimitingParameter,
    message: z.string(),
    ...TableOrigin,
  }),
]);
export type MonotributoAnswer = z.infer<typeof MonotributoAnswerSchema>;
