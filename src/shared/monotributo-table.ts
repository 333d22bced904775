import { z } from 'zod';
import { isCalendarDay } from './consultation-setup';
import { hasAtMostCents } from './money';
import { MONOTRIBUTO_LETTERS, type MonotributoLetter } from './monotributo';

/** What a numeric(14, 2) column holds. */
const AMOUNT_MAX = 999_999_999_999.99;
const INTEGER_MAX = 2_147_483_647;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An amount in ARS, from 0, to the cent. `noun` takes its article: 'el aporte al SIPA'. */
const amount = (noun: string) =>
  z
    .number({ error: `Indicá ${noun} en pesos.` })
    .min(0, `${capitalized(noun)} no puede ser menor que 0.`)
    .max(AMOUNT_MAX, `${capitalized(noun)} es demasiado grande.`)
    .refine(hasAtMostCents, {
      error: `${capitalized(noun)} admite hasta dos decimales.`,
    });

const wholeNumber = (noun: string) =>
  z
    .number({ error: `Indicá ${noun}.` })
    .int(`${capitalized(noun)} es un número entero.`)
    .min(0, `${capitalized(noun)} no puede ser menor que 0.`)
    .max(INTEGER_MAX, `${capitalized(noun)} es demasiado grande.`);

const CategorySchema = z.object(
  {
    letter: z.enum(MONOTRIBUTO_LETTERS, { error: 'La categoría es una letra de la A a la K.' }),
    maxIncome: amount('el ingreso bruto anual máximo'),
    maxSurface: wholeNumber('la superficie máxima (m²)'),
    maxKwh: wholeNumber('la energía anual máxima (kWh)'),
    maxRent: amount('el alquiler anual máximo'),
    taxServices: amount('el impuesto integrado por servicios').nullable(),
    taxGoods: amount('el impuesto integrado por venta de bienes'),
    sipa: amount('el aporte al SIPA'),
    health: amount('el aporte a la obra social'),
  },
  { error: 'Cada categoría tiene su letra, sus topes y sus montos.' },
);
export type MonotributoCategoryFields = z.output<typeof CategorySchema>;

/** The caps that never go down from one category to the next, with how the panel names them. */
const CAPS = [
  ['maxIncome', 'El ingreso bruto máximo'],
  ['maxSurface', 'La superficie máxima'],
  ['maxKwh', 'La energía máxima'],
  ['maxRent', 'El alquiler máximo'],
] as const;

const byLetter = (categories: MonotributoCategoryFields[]) =>
  [...categories].sort((a, b) => a.letter.localeCompare(b.letter));

type Problem = { path: (string | number)[]; message: string };

/** Letters unique and contiguous from A, whatever order they came in. */
function letterProblems(categories: MonotributoCategoryFields[]): Problem[] {
  const seen = new Set<MonotributoLetter>();
  const problems: Problem[] = [];
  categories.forEach(({ letter }, index) => {
    if (seen.has(letter)) {
      problems.push({ path: [index, 'letter'], message: `La categoría ${letter} está repetida.` });
    }
    seen.add(letter);
  });
  const missing = MONOTRIBUTO_LETTERS.slice(0, seen.size).find((letter) => !seen.has(letter));
  if (missing) {
    const after = categories.findIndex(({ letter }) => letter > missing);
    problems.push({
      path: [after, 'letter'],
      message: `Falta la categoría ${missing}: las categorías van seguidas desde la A.`,
    });
  }
  return problems;
}

/** Each category against the one before it, in letter order; `at` maps back to the sent index. */
function orderProblems(sorted: MonotributoCategoryFields[], at: (letter: string) => number) {
  const problems: Problem[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const [before, category] = [sorted[i - 1]!, sorted[i]!];
    const index = at(category.letter);
    for (const [cap, name] of CAPS) {
      // The income cap alone must grow: two categories with the same one could never be told apart.
      if (cap === 'maxIncome' && category[cap] === before[cap]) {
        problems.push({
          path: [index, cap],
          message: `${name} de la ${category.letter} tiene que ser mayor que en la ${before.letter}.`,
        });
      } else if (category[cap] < before[cap]) {
        problems.push({
          path: [index, cap],
          message: `${name} de la ${category.letter} no puede ser menor que en la ${before.letter}.`,
        });
      }
    }
    if (before.taxServices === null && category.taxServices !== null) {
      problems.push({
        path: [index, 'taxServices'],
        message: `La ${before.letter} es solo para venta de bienes: la ${category.letter} tampoco puede ofrecerse a servicios (dejá su impuesto por servicios vacío).`,
      });
    }
  }
  return problems;
}

/**
 * A monotributo table as the panel saves it (`PUT /api/admin/monotributo/categories`): the day
 * it rules from, where its values come from, and its categories, which leave sorted by letter.
 * A null `taxServices` makes a category for goods only; every later one must be too.
 */
export const MonotributoTableFieldsSchema = z.object({
  effectiveFrom: z
    .string({ error: 'Indicá desde qué día rige la tabla (AAAA-MM-DD).' })
    .refine(isCalendarDay, 'Indicá desde qué día rige la tabla (AAAA-MM-DD).'),
  source: z
    .string({ error: 'La fuente no es válida.' })
    .trim()
    .max(500, 'La fuente puede tener como máximo 500 caracteres.')
    .optional(),
  categories: z
    .array(CategorySchema, { error: 'Indicá las categorías de la tabla.' })
    .min(1, 'La tabla tiene al menos una categoría.')
    .max(MONOTRIBUTO_LETTERS.length, 'La tabla tiene como máximo 11 categorías (A a K).')
    .superRefine((categories, check) => {
      const letters = letterProblems(categories);
      const problems = letters.length
        ? letters
        : orderProblems(byLetter(categories), (letter) =>
            categories.findIndex((c) => c.letter === letter),
          );
      for (const { path, message } of problems) check.addIssue({ code: 'custom', path, message });
    })
    .transform(byLetter),
});
export type MonotributoTableInput = z.input<typeof MonotributoTableFieldsSchema>;
export type MonotributoTableFields = z.output<typeof MonotributoTableFieldsSchema>;
