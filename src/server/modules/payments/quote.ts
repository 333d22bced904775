import type { QuoteAnswer } from '../../../shared/responses/coupons';
import type { ServiceContext } from '../../context';
import type { UserRow } from '../auth/sessions';
import { conflict } from '../../errors';
import { checkBuyer } from './checkout';
import { offerOf } from './offers';
import { priceOrder } from './order-price';

/**
 * '¿Tenés un cupón?': what the course or bundle costs the buyer with the coupon, checked by the
 * same rules as the checkout (which prices the order again, whatever the page showed). A bundle's
 * `listPrice` is already less what the buyer owns of it.
 */
export async function quoteOrder(
  ctx: ServiceContext,
  user: UserRow,
  input: {
    courseId?: number | undefined;
    bundleId?: number | undefined;
    seats?: number | undefined;
    coupon?: string | undefined;
  },
): Promise<QuoteAnswer> {
  checkBuyer(user);
  const offer = await offerOf(ctx, input);
  const listPriceAt = await offer.listPriceFor(ctx.db, user.id);
  if (!listPriceAt) throw conflict(offer.alreadyOwned);
  const now = ctx.now();
  const price = await priceOrder(ctx.db, {
    userId: user.id,
    listPrice: listPriceAt(now),
    couponCourseId: offer.couponCourseId,
    code: input.coupon,
    now,
    lock: false,
  });
  return {
    listPrice: price.listPrice,
    discount: price.discount,
    total: price.total,
    coupon: price.coupon?.code ?? null,
  };
}
