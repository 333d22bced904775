import type { SaleItemRef } from '../../components/course/course-paths';
import type { Priced } from '../../../shared/pricing';
import type { BundleDetail } from '../../../shared/responses/bundles';
import type { CourseDetail } from '../../../shared/responses/courses';

/** What the buy page sells: a course, or a 'Ruta de aprendizaje' with its courses in order. */
export type BuyItem = SaleItemRef &
  Priced & {
    title: string;
    picture: { url: string } | null;
    /** A bundle's courses, in order; none for a course. */
    courses: { id: number; title: string }[];
  };

export const courseItem = (course: CourseDetail): BuyItem => ({
  kind: 'course',
  id: course.id,
  slug: course.slug,
  title: course.title,
  picture: course.picture,
  price: course.price,
  salePrice: course.salePrice,
  saleEndsAt: course.saleEndsAt,
  courses: [],
});

export const bundleItem = (bundle: BundleDetail): BuyItem => ({
  kind: 'bundle',
  id: bundle.id,
  slug: bundle.slug,
  title: bundle.title,
  picture: bundle.picture,
  price: bundle.price,
  salePrice: bundle.salePrice,
  saleEndsAt: bundle.saleEndsAt,
  courses: bundle.courses.map((course) => ({ id: course.id, title: course.title })),
});

/** What the buy page says of each kind of item. */
export const ITEM_WORDS = {
  course: {
    thisOne: 'este curso',
    notForSale: 'No encontramos ese curso o ya no está a la venta.',
    free: 'Obtener el curso',
  },
  bundle: {
    thisOne: 'esta ruta',
    notForSale: 'No encontramos esa ruta o ya no está a la venta.',
    free: 'Obtener la ruta',
  },
} as const;

/** The item a buy page address names: `?id=` a course, `?bundle=` a bundle; an id ≤ 0 when none. */
export function itemAddressed(params: URLSearchParams): SaleItemRef {
  const bundle = params.get('bundle');
  const slug = params.get('slug') ?? '';
  if (bundle !== null) return { kind: 'bundle', id: Number(bundle), slug };
  return { kind: 'course', id: Number(params.get('id')), slug };
}
