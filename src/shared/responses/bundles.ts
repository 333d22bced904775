import { z } from 'zod';
import { isoDate } from './common';
import { PictureSchema } from './courses';

const PricedSchema = z.object({
  /** The list price; a sale below it while `saleEndsAt` has not passed (shared/pricing.ts). */
  price: z.number(),
  salePrice: z.number().nullable(),
  saleEndsAt: isoDate.nullable(),
});

/** A course of a bundle, as the bundle's page lists it. */
export const BundleCourseSchema = PricedSchema.extend({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  picture: PictureSchema,
  /** Hidden from the catalogue: listed by its title, without a link. */
  visible: z.boolean(),
});
export type BundleCourse = z.infer<typeof BundleCourseSchema>;

/** A 'Ruta de aprendizaje' in the catalogue. */
export const BundleCardSchema = PricedSchema.extend({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  picture: PictureSchema,
  courseCount: z.number(),
  /** What its courses cost one by one now (each at its price in force). */
  separatePrice: z.number(),
  updatedAt: isoDate,
});
export type BundleCard = z.infer<typeof BundleCardSchema>;

export const BundleListSchema = z.object({ bundles: z.array(BundleCardSchema) });
export type BundleList = z.infer<typeof BundleListSchema>;

/** The bundle's public page: its courses in order. */
export const BundleDetailSchema = BundleCardSchema.extend({
  courses: z.array(BundleCourseSchema),
  /** The most cuotas a checkout offers (1: one payment), and whether the firm absorbs the interest. */
  installments: z.object({ max: z.number(), interestFree: z.boolean() }),
});
export type BundleDetail = z.infer<typeof BundleDetailSchema>;

/** A bundle in the panel, with its approved sales. */
export const AdminBundleSchema = PricedSchema.extend({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  picture: PictureSchema,
  visibility: z.boolean(),
  courseIds: z.array(z.number()),
  sales: z.number(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminBundle = z.infer<typeof AdminBundleSchema>;

export const AdminBundlesSchema = z.object({ bundles: z.array(AdminBundleSchema) });
export const AdminBundleAnswerSchema = z.object({
  message: z.string(),
  bundle: AdminBundleSchema,
});
