import { z } from 'zod';
import { BundleIdSchema, checkOneItem } from './bundles';
import { CompanySchema } from './company';
import { CouponEntrySchema } from './coupons';
import { CourseIdSchema, DocumentSchema, EmailSchema, requiredText } from './fields';
import { checkSeats, SeatsSchema } from './seats';

export { CompanySchema, type Company } from './company';

/** Who pays, as the buy form takes them; `country` is an ISO 3166-1 code, `region` one of its. */
export const payerFields = {
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
};

/** What the buy form sends. */
export const CreateOrderSchema = z
  .object({
    /** What is bought: a course, or a 'Ruta de aprendizaje' (`bundleId`), one of the two. */
    courseId: CourseIdSchema.optional(),
    bundleId: BundleIdSchema.optional(),
    ...payerFields,
    /** A coupon code: the server prices the order with it, whatever the page showed. */
    coupon: CouponEntrySchema,
    /** 'Facturar a una empresa o con CUIT': the invoice goes to it (a Factura A to an RI). */
    company: CompanySchema.optional(),
    /** 'Compro para mi empresa': seats of the course, assigned later by e-mail (with `company`). */
    seats: SeatsSchema.optional(),
  })
  .superRefine(checkOneItem)
  .superRefine(checkSeats);
export type CreateOrderInput = z.input<typeof CreateOrderSchema>;
export type CreateOrder = z.output<typeof CreateOrderSchema>;
