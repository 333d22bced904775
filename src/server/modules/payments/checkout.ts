import { eq } from 'drizzle-orm';
import type { CreateOrder } from '../../../shared/payments';
import type { ServiceContext } from '../../context';
import { foreignKeyViolation } from '../../db/constraint-violation';
import { courses, purchaseEvents, purchases } from '../../db/schema';
import { conflict, fieldError, forbidden, notFound } from '../../errors';
import type { UserRow } from '../auth/sessions';
import { ownsCourse } from '../enrollments/service';
import { isCountry, isRegionOf } from '../geo/countries';

export const MUST_VERIFY = 'Para hacer una compra, es necesario validar tu cuenta previamente.';
export const ALREADY_OWNED = 'Ya tenés este curso: lo encontrás en Mis cursos.';
export const NOT_FOR_SALE = 'No encontramos ese curso o ya no está a la venta.';
export const USER_VANISHED = 'Error al obtener el usuario.';
export const BLOCKED_BUYER = 'Tu cuenta está bloqueada: no podés hacer compras.';

/** How long a checkout can be paid; the reconciliation pass cancels it afterwards. */
export const CHECKOUT_TTL_MS = 48 * 60 * 60 * 1000;
/** The first time the reconciliation pass asks the provider about a new checkout. */
export const FIRST_CHECK_MS = 60 * 1000;

function checkPlace(input: CreateOrder): void {
  if (!isCountry(input.country)) throw fieldError('country', 'Elegí tu país de la lista.');
  if (!isRegionOf(input.country, input.region)) {
    throw fieldError('region', 'Elegí tu provincia o región de la lista.');
  }
}

/**
 * Opens a checkout for one visible course: a pending purchase with the buyer's data and the
 * price from the database, then the provider's checkout for it. Answers where to send the buyer.
 */
export async function createOrder(
  ctx: ServiceContext,
  user: UserRow,
  input: CreateOrder,
): Promise<{ initPoint: string; purchaseId: string }> {
  if (user.blockedAt) throw forbidden(BLOCKED_BUYER);
  if (!user.emailVerified) throw forbidden(MUST_VERIFY);
  checkPlace(input);
  const { db } = ctx;
  const [course] = await db.select().from(courses).where(eq(courses.id, input.courseId));
  if (!course?.visibility) throw notFound(NOT_FOR_SALE);
  if (await ownsCourse(db, user.id, course.id)) throw conflict(ALREADY_OWNED);

  const now = ctx.now();
  const payer = {
    name: input.name,
    lastname: input.lastname,
    email: input.email,
    document: input.document,
    country: input.country,
    region: input.region,
    location: input.location,
  };
  let purchaseId: string;
  try {
    const [created] = await db
      .insert(purchases)
      .values({
        userId: user.id,
        courseId: course.id,
        courseSlug: course.slug,
        courseTitle: course.title,
        provider: ctx.payments.name,
        amount: course.price,
        currency: 'ARS',
        payerName: payer.name,
        payerLastname: payer.lastname,
        payerEmail: payer.email,
        payerDocument: payer.document,
        payerCountry: payer.country,
        payerRegion: payer.region,
        payerLocation: payer.location,
        nextCheckAt: new Date(now.getTime() + FIRST_CHECK_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: purchases.id });
    if (!created) throw new Error('purchase insert returned no row');
    purchaseId = created.id;
  } catch (error) {
    // The account was deleted between the session check and this insert.
    if (foreignKeyViolation(error) !== undefined) throw notFound(USER_VANISHED);
    throw error;
  }

  let checkout;
  try {
    checkout = await ctx.payments.createCheckout({
      purchaseId,
      course: {
        id: course.id,
        title: course.title,
        description: course.description,
        pictureUrl: course.pictureUrl,
      },
      amount: course.price,
      currency: 'ARS',
      payer,
      expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
    });
  } catch (error) {
    // No checkout was opened: nothing to keep.
    await db.delete(purchases).where(eq(purchases.id, purchaseId));
    throw error;
  }
  await db
    .update(purchases)
    .set({ preferenceId: checkout.preferenceId })
    .where(eq(purchases.id, purchaseId));
  await db.insert(purchaseEvents).values({
    purchaseId,
    status: 'pending',
    source: 'checkout',
    note: `Preferencia ${checkout.preferenceId}`,
    createdAt: now,
  });
  return { initPoint: checkout.initPoint, purchaseId };
}
