import { bundlePriceFor } from '../../../shared/bundle-price';
import { roundToCents } from '../../../shared/money';
import { priceInForce } from '../../../shared/pricing';
import { seatsWord } from '../../../shared/seats';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { bundleForSale } from '../bundles/public-bundles';
import { ownedCourseIds, ownsCourse } from '../enrollments/service';
import { courseForSale } from './course-for-sale';

export const ALREADY_OWNED = 'Ya tenés este curso: lo encontrás en Mis cursos.';
export const BUNDLE_OWNED = 'Ya tenés todos los cursos de esta ruta: los encontrás en Mis cursos.';
export const PENDING_PAYMENT =
  'Ya tenés un pago pendiente para este curso: cuando se acredite, el curso aparece en Mis cursos. Podés seguirlo en tu Historial de compras.';
export const PENDING_SEATS_PAYMENT =
  'Ya tenés un pago pendiente por licencias de este curso: cuando se acredite, las asignás en Mi empresa. Podés seguirlo en tu Historial de compras.';
export const PENDING_BUNDLE_PAYMENT =
  'Ya tenés un pago pendiente para esta ruta: cuando se acredite, sus cursos aparecen en Mis cursos. Podés seguirlo en tu Historial de compras.';

/**
 * What a purchase is for: a course or a bundle, the other null, and a company's seats of a course
 * (the purchase's columns).
 */
export type OfferedItem =
  | { courseId: number; bundleId: null; seats: number | null }
  | { courseId: null; bundleId: number; seats: null };

/** Something on sale, a course or a 'Ruta de aprendizaje', as a checkout needs it. */
export type Offer = {
  item: OfferedItem;
  slug: string;
  title: string;
  /** The checkout's item title, when it says more than the purchase's title (the seats). */
  checkoutTitle?: string;
  description: string;
  pictureUrl: string | null;
  /** What a coupon limited to some courses is checked against; null for a bundle. */
  couponCourseId: number | null;
  alreadyOwned: string;
  pendingPayment: string;
  /**
   * What this buyer pays before a coupon, at a moment (a sale's price until it ends); null when
   * they have everything it sells already.
   */
  listPriceFor: (tx: Db, userId: string) => Promise<((at: Date) => number) | null>;
};

/** A visible course for sale. */
export async function courseOffer(ctx: ServiceContext, courseId: number): Promise<Offer> {
  return offerOfCourse(await courseForSale(ctx, courseId));
}

function offerOfCourse(course: Awaited<ReturnType<typeof courseForSale>>): Offer {
  return {
    item: { courseId: course.id, bundleId: null, seats: null },
    slug: course.slug,
    title: course.title,
    description: course.description,
    pictureUrl: course.pictureUrl,
    couponCourseId: course.id,
    alreadyOwned: ALREADY_OWNED,
    pendingPayment: PENDING_PAYMENT,
    listPriceFor: async (tx, userId) =>
      (await ownsCourse(tx, userId, course.id, { outright: true }))
        ? null
        : (at) => priceInForce(course, at),
  };
}

/**
 * A visible bundle for sale: its price in force less the shares of the courses the buyer owns
 * (shared/bundle-price.ts, decision 0048).
 */
export async function bundleOffer(ctx: ServiceContext, bundleId: number): Promise<Offer> {
  const bundle = await bundleForSale(ctx, bundleId);
  return {
    item: { courseId: null, bundleId: bundle.id, seats: null },
    slug: bundle.slug,
    title: bundle.title,
    description: bundle.description,
    pictureUrl: bundle.pictureUrl,
    couponCourseId: null,
    alreadyOwned: BUNDLE_OWNED,
    pendingPayment: PENDING_BUNDLE_PAYMENT,
    listPriceFor: async (tx, userId) => {
      const owned = await ownedCourseIds(tx, userId, { outright: true });
      if (bundlePriceFor(bundle.price, bundle.courses, owned) === null) return null;
      return (at) => bundlePriceFor(priceInForce(bundle, at), bundle.courses, owned)!.price;
    },
  };
}

/**
 * A company's seats of a visible course (decision 0051): the course's price in force times the
 * seats, whatever the buyer owns (the seats are for others, or for them among others).
 */
export async function seatsOffer(
  ctx: ServiceContext,
  courseId: number,
  seats: number,
): Promise<Offer> {
  const course = await courseForSale(ctx, courseId);
  return {
    ...offerOfCourse(course),
    item: { courseId, bundleId: null, seats },
    checkoutTitle: `${course.title} (${seatsWord(seats)})`,
    pendingPayment: PENDING_SEATS_PAYMENT,
    listPriceFor: async () => (at) => roundToCents(priceInForce(course, at) * seats),
  };
}

/** The offer an order or a quote names: its course, a company's seats of it, or its bundle. */
export function offerOf(
  ctx: ServiceContext,
  order: {
    courseId?: number | undefined;
    bundleId?: number | undefined;
    seats?: number | undefined;
  },
): Promise<Offer> {
  if (order.bundleId !== undefined) return bundleOffer(ctx, order.bundleId);
  return order.seats === undefined
    ? courseOffer(ctx, order.courseId!)
    : seatsOffer(ctx, order.courseId!, order.seats);
}
