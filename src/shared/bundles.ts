import { z } from 'zod';
import { CourseIdSchema, requiredText } from './fields';
import { checkSale, priceField, saleEndsAtField, salePriceField } from './price-fields';

export const BUNDLE_NOT_FOUND = 'No encontramos esa ruta o ya no está a la venta.';
export const MIN_BUNDLE_COURSES = 2;
export const MAX_BUNDLE_COURSES = 20;

/** A bundle id in a path or a body: a positive 32-bit integer. */
export const BundleIdSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,10}$/)
        .transform(Number),
    ],
    {
      error: 'La ruta no es válida.',
    },
  )
  .pipe(
    z
      .number()
      .int('La ruta no es válida.')
      .positive('La ruta no es válida.')
      .max(2_147_483_647, 'La ruta no es válida.'),
  );

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What the panel saves of a 'Ruta de aprendizaje'. */
export const BundleFormSchema = z
  .object({
    title: requiredText('el título', 'El título', { min: 3, max: 120 }),
    /** Made from the title when left empty. */
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(120, 'La dirección es demasiado larga.')
      .refine(
        (slug) => slug === '' || SLUG.test(slug),
        'Usá solo letras minúsculas, números y guiones.',
      )
      .default(''),
    description: requiredText('una descripción', 'La descripción', { min: 10, max: 1000 }),
    /** A data URL of a newly chosen picture, the URL of the current one, or null for none. */
    picture: z.string().max(8_000_000, 'La imagen es demasiado pesada.').nullable().default(null),
    visibility: z.boolean({ error: 'Elegí si la ruta es pública o privada.' }).default(true),
    price: priceField,
    salePrice: salePriceField,
    saleEndsAt: saleEndsAtField,
    /** The courses, in the order the route takes them. */
    courseIds: z
      .array(CourseIdSchema, { error: 'Elegí los cursos de la ruta.' })
      .min(MIN_BUNDLE_COURSES, `Elegí al menos ${MIN_BUNDLE_COURSES} cursos.`)
      .max(MAX_BUNDLE_COURSES, `Hasta ${MAX_BUNDLE_COURSES} cursos por ruta.`)
      .refine((ids) => new Set(ids).size === ids.length, 'Cada curso va una sola vez.'),
  })
  .superRefine(checkSale);
export type BundleFormInput = z.input<typeof BundleFormSchema>;
export type BundleForm = z.output<typeof BundleFormSchema>;

/** An order or a quote names one thing bought: a course or a bundle. */
export function checkOneItem(
  order: { courseId?: number | undefined; bundleId?: number | undefined },
  context: z.RefinementCtx,
): void {
  if ((order.courseId === undefined) === (order.bundleId === undefined)) {
    context.addIssue({ code: 'custom', path: ['courseId'], message: 'El curso no es válido.' });
  }
}
