import { z } from 'zod';
import { hasAtMostCents } from './money';
import { COUPON_KINDS } from './coupon-kinds';
import { BundleIdSchema, checkOneItem } from './bundles';
import { CompanySchema } from './company';
import { CourseIdSchema } from './fields';
import { checkSeats, SeatsSchema } from './seats';

const CODE_MAX = 30;
const AMOUNT_MAX = 100_000_000;

/** A code as typed: letters and digits; kept and compared in upper case. */
export const CouponCodeSchema = z
  .string({ error: 'Escribí el código del cupón.' })
  .trim()
  .min(1, { error: 'Escribí el código del cupón.', abort: true })
  .max(CODE_MAX, {
    error: `El código puede tener como máximo ${CODE_MAX} caracteres.`,
    abort: true,
  })
  .regex(/^[A-Za-z0-9]+$/, 'El código lleva solo letras y números, sin espacios ni signos.')
  .toUpperCase();

const optionalDate = (missing: string) =>
  z
    .union([z.iso.datetime({ offset: true, error: missing }), z.null()])
    .optional()
    .transform((text) => (text ? new Date(text) : null));

/**
 * A coupon as the panel saves it (`POST /api/admin/coupons`, `PUT /api/admin/coupons/{id}`): a
 * percentage (1–100) or a fixed amount in ARS off the price; no courses means every course.
 */
export const CouponSchema = z
  .object({
    code: CouponCodeSchema,
    kind: z.enum(COUPON_KINDS, { error: 'Elegí si descuenta un porcentaje o un importe.' }),
    value: z
      .number({ error: 'Escribí cuánto descuenta.' })
      .positive('El descuento tiene que ser mayor que cero.')
      .max(AMOUNT_MAX, 'El descuento es demasiado grande.'),
    courseIds: z
      .array(CourseIdSchema, { error: 'Los cursos no son válidos.' })
      .max(500, 'Elegí menos cursos.')
      .optional()
      .transform((ids) => [...new Set(ids ?? [])]),
    validFrom: optionalDate('La fecha de inicio no es válida.'),
    validTo: optionalDate('La fecha de fin no es válida.'),
    maxUses: z
      .union([
        z
          .number({ error: 'El máximo de usos tiene que ser un número entero.' })
          .int('El máximo de usos tiene que ser un número entero.')
          .min(1, 'El máximo de usos tiene que ser al menos 1.')
          .max(1_000_000, 'El máximo de usos es demasiado grande.'),
        z.null(),
      ])
      .optional()
      .transform((uses) => uses ?? null),
    onePerPerson: z.boolean({ error: 'Indicá si vale una vez por persona.' }).default(true),
    active: z.boolean({ error: 'Indicá si el cupón está activo.' }).default(true),
  })
  .superRefine((coupon, check) => {
    if (coupon.kind === 'percent' && (!Number.isInteger(coupon.value) || coupon.value > 100)) {
      check.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'El porcentaje es un número entero de 1 a 100.',
      });
    }
    if (coupon.kind === 'amount' && !hasAtMostCents(coupon.value)) {
      check.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'El importe admite hasta dos decimales.',
      });
    }
    if (coupon.validFrom && coupon.validTo && coupon.validTo <= coupon.validFrom) {
      check.addIssue({
        code: 'custom',
        path: ['validTo'],
        message: 'La fecha de fin tiene que ser posterior a la de inicio.',
      });
    }
  });
export type CouponInput = z.input<typeof CouponSchema>;
export type CouponFields = z.output<typeof CouponSchema>;

/** A code the buyer typed on the buy page; the server says whether it is one (empty: none). */
export const CouponEntrySchema = z
  .string({ error: 'El cupón no es válido.' })
  .trim()
  .max(100, 'No encontramos ese cupón.')
  .transform((code) => code || undefined)
  .optional();

/** What '¿Tenés un cupón?' asks (`POST /api/payments/quote`): the price of a course with it. */
export const QuoteSchema = z
  .object({
    courseId: CourseIdSchema.optional(),
    bundleId: BundleIdSchema.optional(),
    coupon: CouponEntrySchema,
    /** A company's seats: the quote is for all of them (the order's rules, shared/seats.ts). */
    seats: SeatsSchema.optional(),
    company: CompanySchema.optional(),
  })
  .superRefine(checkOneItem)
  .superRefine(checkSeats);
export type QuoteInput = z.input<typeof QuoteSchema>;

export const COUPON_NOT_FOUND = 'No encontramos ese cupón.';
