import { z } from 'zod';

/** An amount in pesos with at most two decimals; `ask` is the message when it is missing. */
const amount = (ask: string) =>
  z.coerce
    .number({ error: ask })
    .min(0, 'El precio no puede ser negativo.')
    .max(99_999_999, 'El precio es demasiado alto.')
    .refine((value) => Number.isInteger(Math.round(value * 100)), 'El precio no es válido.')
    .transform((value) => Math.round(value * 100) / 100);

/** A list price in pesos. */
export const priceField = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  amount('Ingresá un precio.'),
);

/** Left empty (or out) means none. */
const blankToNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : value;

/** A launch or sale price: below the list price, with the moment it ends (both or neither). */
export const salePriceField = z.preprocess(
  blankToNull,
  amount('Ingresá el precio de oferta.')
    .refine((value) => value > 0, 'El precio de oferta debe ser mayor que cero.')
    .nullable(),
);

export const saleEndsAtField = z.preprocess(
  blankToNull,
  z.iso
    .datetime({ offset: true, error: 'Ingresá una fecha y hora válidas para el fin de la oferta.' })
    .transform((value) => new Date(value))
    .nullable(),
);

type Priced = { price: number; salePrice: number | null; saleEndsAt: Date | null };

/** The sale's rules across fields: both or neither, and below the list price. */
export function checkSale(priced: Priced, context: z.RefinementCtx): void {
  const issue = (path: 'salePrice' | 'saleEndsAt', message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (priced.salePrice !== null && priced.saleEndsAt === null) {
    issue('saleEndsAt', 'Ingresá hasta cuándo vale el precio de oferta.');
  }
  if (priced.salePrice === null && priced.saleEndsAt !== null) {
    issue('salePrice', 'Ingresá el precio de oferta, o borrá la fecha de fin.');
  }
  if (priced.salePrice !== null && priced.salePrice >= priced.price) {
    issue('salePrice', 'El precio de oferta debe ser menor que el precio de lista.');
  }
}
