import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { purchases } from '../../db/schema';
import { notFound } from '../../errors';
import type { UserRow } from '../auth/sessions';
import { approvedPurchases, deadlineOf } from './buyer-purchases';
import { courseUse, isSubstantial } from './course-use';
import { requestCode } from './request-code';
import { withdrawPurchase } from './withdrawal';
import type { ConsumerRequestAnswer, OwnArrepentimiento } from '../../../shared/responses/consumer';

/**
 * For the signed-in buyer's purchase history: the purchases still inside the 10 days (with
 * whether a person would review the withdrawal) and those already withdrawn or under review.
 */
export async function ownArrepentimientos(
  ctx: ServiceContext,
  userId: string,
): Promise<OwnArrepentimiento[]> {
  const now = ctx.now();
  const rows = (await approvedPurchases(ctx, eq(purchases.userId, userId))).filter(
    ({ purchase, live }) => live || deadlineOf(purchase) >= now,
  );
  return Promise.all(
    rows.map(async ({ purchase, live }) => ({
      purchaseId: purchase.id,
      deadline: deadlineOf(purchase).toISOString(),
      review: !live && isSubstantial(await courseUse(ctx, purchase)),
      request: live ?? null,
    })),
  );
}

/** 'Arrepentirme' from the purchase history: the session is the proof the purchase is theirs. */
export async function withdrawOwnPurchase(
  ctx: ServiceContext,
  user: UserRow,
  purchaseId: string,
): Promise<ConsumerRequestAnswer> {
  const [purchase] = await ctx.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), eq(purchases.userId, user.id)));
  if (!purchase) throw notFound('No encontramos esa compra.');
  return withdrawPurchase(ctx, purchase.id, {
    code: requestCode('arrepentimiento'),
    name: `${user.name} ${user.lastname}`.trim(),
    email: user.email,
  });
}
