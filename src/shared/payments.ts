import { z } from 'zod';
import { BundleIdSchema, checkOneItem } from './bundles';
import { cuitDigits, INVALID_CUIT_MESSAGE, isValidCuit } from './cuit';
import { BUYER_IVA_CONDITIONS } from './iva-conditions';
import { CouponEntrySchema } from './coupons';
import { CourseIdSchema, DocumentSchema, EmailSchema, requiredText } from './fields';

/** The company (or CUIT) an invoice is made out to. */
export const CompanySchema = z.object(
  {
    cuit: z
      .string({ error: 'Ingresá el CUIT.' })
      .trim()
      .refine(isValidCuit, { error: INVALID_CUIT_MESSAGE })
      .transform(cuitDigits),
    name: requiredText('la razón social', 'La razón social', { min: 2, max: 120 }),
    ivaCondition: z.enum(BUYER_IVA_CONDITIONS, {
      error: 'Elegí la condición frente al IVA.',
    }),
  },
  { error: 'Completá los datos de la empresa.' },
);
export type Company = z.output<typeof CompanySchema>;

/** What the buy form sends; `country` is an ISO 3166-1 code, `region` a region name of it. */
export const CreateOrderSchema = z
  .object({
    /** What is bought: a course, or a 'Ruta de aprendizaje' (`bundleId`), one of the two. */
    courseId: CourseIdSchema.optional(),
    bundleId: BundleIdSchema.optional(),
    name: requiredText('tu nombre', 'El nombre', { min: 2, max: 50 }),
    lastname: requiredText('tu apellido', 'El apellido', { min: 2, max: 50 }),
    email: EmailSchema,
    document: DocumentSchema,
    country: z
      .string({ error: 'Elegí tu país.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Elegí tu país de la lista.'),
    region: requiredText('tu provincia o región', 'La provincia o región', { max: 100 }),
    location: requiredText('tu localidad', 'La localidad', { min: 2, max: 80 }),
    /** A coupon code: the server prices the order with it, whatever the page showed. */
    coupon: CouponEntrySchema,
    /** 'Facturar a una empresa o con CUIT': the invoice goes to it (a Factura A to an RI). */
    company: CompanySchema.optional(),
  })
  .superRefine(checkOneItem);
export type CreateOrderInput = z.input<typeof CreateOrderSchema>;
export type CreateOrder = z.output<typeof CreateOrderSchema>;
