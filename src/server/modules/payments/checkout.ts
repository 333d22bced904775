import { and, eq, isNull } from 'drizzle-orm';
import type { CreateOrder } from '../../../shared/payments';
import type { ServiceContext } from '../../context';
import { purchaseEvents, purchases } from '../../db/schema';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../errors';
import type { UserRow } from '../auth/sessions';
import { isCountry, isRegionOf } from '../geo/countries';
import { lockBuyer } from './buyer-lock';
import { freeOrderAddress, grantFreeOrder } from './free-order';
import { CHECKOUT_TTL_MS, hasPendingPayment, openCheckout } from './open-checkout';
import { priceWith } from '../coupons/pricing';
import { priceOrder } from './order-price';
import { offerOf } from './offers';
import { payerColumns } from './payer-columns';
import type { CheckoutRequest } from './providers/types';

export const MUST_VERIFY = 'Para hacer una compra, es necesario validar tu cuenta previamente.';
export const USER_VANISHED = 'Error al obtener el usuario.';
export const BLOCKED_BUYER = 'Tu cuenta está bloqueada: no podés hacer compras.';
const CHECKOUT_UNAVAILABLE = 'No pudimos abrir el pago. Intentá de nuevo en unos minutos.';

/** The first time the reconciliation pass asks the provider about a new checkout. */
export const FIRST_CHECK_MS = 60 * 1000;

function checkPlace(input: CreateOrder): void {
  if (!isCountry(input.country)) throw fieldError('country', 'Elegí tu país de la lista.');
  if (!isRegionOf(input.country, input.region)) {
    throw fieldError('region', 'Elegí tu provincia o región de la lista.');
  }
}

type PurchaseRow = typeof purchases.$inferSelect;

/** Only a verified account that is not blocked may buy. */
export function checkBuyer(user: UserRow): void {
  if (user.blockedAt) throw forbidden(BLOCKED_BUYER);
  if (!user.emailVerified) throw forbidden(MUST_VERIFY);
}

/**
 * Opens a checkout for one visible course or bundle: a pending purchase with the buyer's data and
 * the price in force from the database (a sale's until it ends; a bundle's less the shares of the
 * courses the buyer owns) less the coupon's discount, then the provider's checkout for it. Answers
 * where to send the buyer. A checkout of the same thing still open with the same coupon, at what
 * the order came to when it was opened, is answered again instead (a second 'Pagar', a second
 * tab), with the buyer's latest data; a payment waiting to be credited refuses a new one. A
 * company's seats are priced as the course times the seats (offers.ts, decision 0051). A coupon
 * that takes the whole price grants it at once, with no checkout (free-order.ts).
 */
export async function createOrder(
  ctx: ServiceContext,
  user: UserRow,
  input: CreateOrder,
): Promise<{ initPoint: string; purchaseId: string }> {
  checkBuyer(user);
  checkPlace(input);
  const offer = await offerOf(ctx, input);

  const now = ctx.now();
  const payer = orderPayerColumns(input);
  const buying = { userId: user.id, ...offer.item };
  const written = await ctx.db.transaction(async (tx) => {
    // Held until the commit: the same buyer's other orders wait here (see buyer-lock.ts).
    if (!(await lockBuyer(tx, user.id))) throw notFound(USER_VANISHED);
    const listPriceAt = await offer.listPriceFor(tx, user.id);
    if (!listPriceAt) throw conflict(offer.alreadyOwned);
    if (await hasPendingPayment(tx, buying)) throw conflict(offer.pendingPayment);
    const price = await priceOrder(tx, {
      userId: user.id,
      listPrice: listPriceAt(now),
      couponCourseId: offer.couponCourseId,
      code: input.coupon,
      now,
      lock: true,
    });
    const priced = {
      amount: price.total,
      discount: price.discount,
      couponId: price.coupon?.id ?? null,
      couponCode: price.coupon?.code ?? null,
    };
    const values = {
      ...buying,
      ...payer,
      ...priced,
      courseSlug: offer.slug,
      courseTitle: offer.title,
      provider: ctx.payments.name,
      currency: 'ARS',
      createdAt: now,
      updatedAt: now,
    };
    if (price.coupon && price.total === 0) return grantFreeOrder(tx, ctx, values, now);
    const open = await openCheckout(tx, {
      ...buying,
      provider: ctx.payments.name,
      // A checkout keeps what the order came to when it was opened (a sale that ended since).
      priceAt: (openedAt) => priceWith(listPriceAt(openedAt), price.coupon).total,
      couponId: priced.couponId,
      now,
    });
    const [row] = open
      ? await tx
          .update(purchases)
          .set({ ...payer, updatedAt: now })
          .where(eq(purchases.id, open.id))
          .returning()
      : await tx
          .insert(purchases)
          .values({ ...values, nextCheckAt: new Date(now.getTime() + FIRST_CHECK_MS) })
          .returning();
    if (!row) throw new Error('purchase write returned no row');
    return { purchase: row, mailIds: [] };
  });
  const { purchase, mailIds } = written;
  if (purchase.status === 'approved') {
    void ctx.mail.deliver(mailIds);
    return { initPoint: freeOrderAddress(ctx.config.appUrl, purchase.id), purchaseId: purchase.id };
  }
  if (purchase.initPoint) return { initPoint: purchase.initPoint, purchaseId: purchase.id };
  return openAtProvider(ctx, purchase, {
    id: offer.item.courseId ?? offer.item.bundleId,
    // MercadoPago's item could carry the seats as its quantity; the title says them instead.
    title: offer.checkoutTitle ?? offer.title,
    description: offer.description,
    pictureUrl: offer.pictureUrl,
  });
}

function orderPayerColumns(input: CreateOrder) {
  return {
    ...payerColumns(input),
    companyCuit: input.company?.cuit ?? null,
    companyName: input.company?.name ?? null,
    companyIvaCondition: input.company?.ivaCondition ?? null,
  };
}

/**
 * The provider's checkout of a purchase that has none yet, for `item` (a course, or a
 * consultation), payable until `expiresAt` (by default the checkout's usual life). Two requests
 * may get here for one purchase at once: the first checkout stored is the purchase's, and both
 * answer it.
 */
export async function openAtProvider(
  ctx: ServiceContext,
  purchase: PurchaseRow,
  item: CheckoutRequest['course'],
  expiresAt = new Date(purchase.createdAt.getTime() + CHECKOUT_TTL_MS),
): Promise<{ initPoint: string; purchaseId: string }> {
  const { db } = ctx;
  const purchaseId = purchase.id;
  const unopened = and(eq(purchases.id, purchaseId), isNull(purchases.preferenceId));
  let checkout;
  try {
    checkout = await ctx.payments.createCheckout({
      purchaseId,
      course: item,
      amount: purchase.amount,
      currency: 'ARS',
      payer: {
        name: purchase.payerName,
        lastname: purchase.payerLastname,
        email: purchase.payerEmail,
        document: purchase.payerDocument,
        country: purchase.payerCountry,
        region: purchase.payerRegion,
        location: purchase.payerLocation,
      },
      expiresAt,
      installments: await ctx.paymentSettings.get(),
    });
  } catch (error) {
    // No checkout was opened: nothing to keep.
    await db.delete(purchases).where(unopened);
    throw error;
  }
  const [opened] = await db
    .update(purchases)
    .set({ preferenceId: checkout.preferenceId, initPoint: checkout.initPoint })
    .where(unopened)
    .returning({ id: purchases.id });
  if (opened) {
    await db.insert(purchaseEvents).values({
      purchaseId,
      status: 'pending',
      source: 'checkout',
      note: `Preferencia ${checkout.preferenceId}`,
      createdAt: ctx.now(),
    });
    return { initPoint: checkout.initPoint, purchaseId };
  }
  const [first] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!first?.initPoint) throw new AppError('unavailable', CHECKOUT_UNAVAILABLE);
  return { initPoint: first.initPoint, purchaseId };
}
