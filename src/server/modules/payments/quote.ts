import type { QuoteAnswer } from '../../../shared/responses/coupons';
import type { ServiceContext } from '../../context';
import type { UserRow } from '../auth/sessions';
import { checkBuyer, courseForSale } from './checkout';
import { priceOrder } from './order-price';

/**
 * '¿Tenés un cupón?': what the course costs the buyer with the coupon, checked by the same
 * rules as the checkout (which prices the order again, whatever the page showed).
 */
export async function quoteOrder(
  ctx: ServiceContext,
  user: UserRow,
  input: { courseId: number; coupon?: string | undefined },
): Promise<QuoteAnswer> {
  checkBuyer(user);
  const course = await courseForSale(ctx, input.courseId);
  const price = await priceOrder(ctx.db, {
    userId: user.id,
    course,
    code: input.coupon,
    now: ctx.now(),
    lock: false,
  });
  return {
    listPrice: price.listPrice,
    discount: price.discount,
    total: price.total,
    coupon: price.coupon?.code ?? null,
  };
}
