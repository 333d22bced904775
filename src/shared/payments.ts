import { z } from 'zod';
import { BundleIdSchema, checkOneItem } from './bundles';
import { CouponEntrySchema } from './coupons';
import { CourseIdSchema, DocumentSchema, EmailSchema, requiredText } from './fields';

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
  })
  .superRefine(checkOneItem);
export type CreateOrderInput = z.input<typeof CreateOrderSchema>;
export type CreateOrder = z.output<typeof CreateOrderSchema>;
