import type { ConfirmArrepentimientoInput } from '../../../shared/consumer';
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { purchases } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { sha256 } from '../auth/secrets';
import {
  boughtBy,
  deadlineOf,
  purchasedAt,
  withdrawablePurchases,
  type PurchaseRow,
} from './buyer-purchases';
import { liveRequest, type RequestRow } from './confirm-link';
import { courseUse, isSubstantial } from './course-use';
import { requestCode } from './request-code';
import { INVALID_ARREPENTIMIENTO_LINK, withdrawalProblem, withdrawPurchase } from './withdrawal';
import type {
  ArrepentimientoConfirmation,
  ArrepentimientoLink,
  WithdrawablePurchase,
} from '../../../shared/responses/consumer';

const NOT_THIS_LINK = 'Esa compra no es de las que podés cancelar con este enlace.';

const linkedRequest = (ctx: ServiceContext, id: string, token: string) =>
  liveRequest(ctx, { kind: 'arrepentimiento', id, token, invalid: INVALID_ARREPENTIMIENTO_LINK });

export async function toWithdrawable(
  ctx: ServiceContext,
  purchase: PurchaseRow,
): Promise<WithdrawablePurchase> {
  return {
    id: purchase.id,
    courseTitle: purchase.courseTitle,
    amount: purchase.amount,
    currency: purchase.currency,
    purchasedAt: purchasedAt(purchase).toISOString(),
    deadline: deadlineOf(purchase).toISOString(),
    review: isSubstantial(await courseUse(ctx, purchase)),
  };
}

/** The page behind the e-mailed link: which purchases of that address it can still withdraw. */
export async function arrepentimientoLink(
  ctx: ServiceContext,
  id: string,
  token: string,
): Promise<ArrepentimientoLink> {
  const request = await linkedRequest(ctx, id, token);
  const open = await withdrawablePurchases(ctx, boughtBy(request.email), request.createdAt);
  return {
    code: request.code,
    purchases: await Promise.all(open.map((purchase) => toWithdrawable(ctx, purchase))),
  };
}

/** The chosen purchases, each one the link's and still withdrawable; else the reason, as a 400. */
async function chosenPurchases(
  ctx: ServiceContext,
  request: RequestRow,
  purchaseIds: string[],
): Promise<string[]> {
  const chosen = [...new Set(purchaseIds)];
  const mine = new Set(
    (await withdrawablePurchases(ctx, boughtBy(request.email), request.createdAt)).map(
      (purchase) => purchase.id,
    ),
  );
  for (const purchaseId of chosen) {
    if (mine.has(purchaseId)) continue;
    const [theirs] = await ctx.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.id, purchaseId), boughtBy(request.email)));
    throw badRequest(
      (theirs && (await withdrawalProblem(ctx, theirs, request.createdAt))) || NOT_THIS_LINK,
    );
  }
  return chosen;
}

/**
 * Withdraws the purchases chosen on the link's page. The link is used up by the first one
 * (its request records that purchase); each further purchase gets a request and code of its own.
 */
export async function confirmArrepentimiento(
  ctx: ServiceContext,
  id: string,
  input: Required<ConfirmArrepentimientoInput>,
): Promise<ArrepentimientoConfirmation> {
  const request = await linkedRequest(ctx, id, input.token);
  const [first, ...others] = await chosenPurchases(ctx, request, input.purchaseIds);
  const answers = [
    await withdrawPurchase(ctx, first!, {
      link: { id: request.id, tokenHash: sha256(input.token) },
      code: request.code,
      email: request.email,
      askedAt: request.createdAt,
    }),
  ];
  for (const purchaseId of others) {
    const code = requestCode('arrepentimiento');
    try {
      answers.push(
        await withdrawPurchase(ctx, purchaseId, {
          code,
          name: request.name,
          email: request.email,
          askedAt: request.createdAt,
        }),
      );
    } catch (error) {
      // Withdrawn through another request in the meantime: said, not failed.
      if (!(error instanceof AppError)) throw error;
      answers.push({
        code: request.code,
        kind: 'arrepentimiento',
        status: 'refused',
        message: error.message,
      });
    }
  }
  return { answers };
}
