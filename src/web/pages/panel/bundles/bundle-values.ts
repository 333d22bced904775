import type { BundleFormInput } from '../../../../shared/bundles';
import { roundToCents } from '../../../../shared/money';
import type { AdminBundle } from '../../../../shared/responses/bundles';
import { argentineInput, fromArgentineInput } from '../sale-values';

/** The panel's list of bundles; the form is at `/create` and `/:id` below it. */
export const BUNDLES_HREF = '/panel/courses/bundles';

/** The bundle form as edited: the select and number inputs hold text, as the API accepts it. */
export type BundleFormValues = {
  title: string;
  /** Empty: the server makes it from the title. */
  slug: string;
  description: string;
  /** A data URL of a newly chosen file, the current picture's URL, or null for none. */
  picture: string | null;
  visibility: 'true' | 'false';
  price: string;
  /** The sale price, and when it ends as a datetime-local value in Argentine time; both or neither. */
  salePrice: string;
  saleEndsAt: string;
  /** The courses, in the order the route takes them. */
  courseIds: number[];
};

export const EMPTY_BUNDLE: BundleFormValues = {
  title: '',
  slug: '',
  description: '',
  picture: null,
  visibility: 'true',
  price: '',
  salePrice: '',
  saleEndsAt: '',
  courseIds: [],
};

export function bundleFormValues(bundle: AdminBundle): BundleFormValues {
  return {
    title: bundle.title,
    slug: bundle.slug,
    description: bundle.description,
    picture: bundle.picture?.url ?? null,
    visibility: bundle.visibility ? 'true' : 'false',
    price: String(bundle.price),
    salePrice: bundle.salePrice === null ? '' : String(bundle.salePrice),
    saleEndsAt: argentineInput(bundle.saleEndsAt),
    courseIds: bundle.courseIds,
  };
}

/** What the API takes: the texts as typed (it reads the numbers), the visibility as a flag. */
export const bundleBody = (values: BundleFormValues): BundleFormInput => ({
  ...values,
  visibility: values.visibility === 'true',
  salePrice: values.salePrice === '' ? null : values.salePrice,
  saleEndsAt: values.saleEndsAt === '' ? null : fromArgentineInput(values.saleEndsAt),
});

/** A course as the bundle form weighs it: its list price. */
type PricedCourse = { id: number; price: number };

/**
 * What the chosen courses cost one by one at their list prices, and what a buyer saves at
 * `bundlePrice` (null while the price is not a number yet).
 */
export function bundleSaving(
  courseIds: number[],
  courses: PricedCourse[],
  bundlePrice: number | null,
): { separate: number; saving: number | null; percent: number | null } {
  const priceOf = new Map(courses.map((course) => [course.id, course.price]));
  const separate = roundToCents(courseIds.reduce((sum, id) => sum + (priceOf.get(id) ?? 0), 0));
  if (bundlePrice === null || !Number.isFinite(bundlePrice)) {
    return { separate, saving: null, percent: null };
  }
  const saving = roundToCents(separate - bundlePrice);
  const percent = separate > 0 ? Math.round((saving / separate) * 100) : null;
  return { separate, saving, percent };
}

/** A price as the number input holds it ('12500.5'); null when empty or not a number. */
export const typedPrice = (text: string): number | null => {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : null;
};
