import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { consumerRequests, purchases, users } from '../../db/schema';
import { FREE_WITH_COUPON } from '../payments/free-order';
import { arrepentimientoDeadline } from './window';

export type PurchaseRow = typeof purchases.$inferSelect;
export type LiveRequest = { code: string; status: 'accepted' | 'pending_review' };

export const purchasedAt = (purchase: PurchaseRow) => purchase.approvedAt ?? purchase.createdAt;
export const deadlineOf = (purchase: PurchaseRow) => arrepentimientoDeadline(purchasedAt(purchase));

/** The purchases of whoever bought with that e-mail (as payer or as the account's address). */
export function boughtBy(email: string): SQL {
  return or(
    sql`lower(${purchases.payerEmail}) = ${email.toLowerCase()}`,
    sql`${purchases.userId} in (select ${users.id} from ${users} where lower(${users.email}) = ${email.toLowerCase()})`,
  )!;
}

/** The arrepentimientos already accepted or under review, by purchase. */
export async function liveRequestsOf(
  ctx: ServiceContext,
  purchaseIds: string[],
): Promise<Map<string, LiveRequest>> {
  if (purchaseIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      purchaseId: consumerRequests.purchaseId,
      code: consumerRequests.code,
      status: consumerRequests.status,
    })
    .from(consumerRequests)
    .where(
      and(
        eq(consumerRequests.kind, 'arrepentimiento'),
        inArray(consumerRequests.purchaseId, purchaseIds),
        inArray(consumerRequests.status, ['accepted', 'pending_review']),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.purchaseId!,
      { code: row.code, status: row.status as LiveRequest['status'] },
    ]),
  );
}

/** Approved purchases matching `where`, newest first, with their live arrepentimiento if any. */
export async function approvedPurchases(
  ctx: ServiceContext,
  where: SQL,
): Promise<{ purchase: PurchaseRow; live: LiveRequest | undefined }[]> {
  const rows = await ctx.db
    .select()
    .from(purchases)
    // Without a payment only a coupon's purchase can be withdrawn; the demo's cannot.
    .where(
      and(
        where,
        eq(purchases.status, 'approved'),
        or(isNotNull(purchases.paymentId), eq(purchases.statusDetail, FREE_WITH_COUPON)),
      ),
    )
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
  const live = await liveRequestsOf(
    ctx,
    rows.map((row) => row.id),
  );
  return rows.map((purchase) => ({ purchase, live: live.get(purchase.id) }));
}

/**
 * Approved purchases matching `where` that were inside the 10 days at `askedAt` (when the
 * consumer asked: a request made in time keeps its right while its link is confirmed), with no
 * arrepentimiento yet.
 */
export async function withdrawablePurchases(
  ctx: ServiceContext,
  where: SQL,
  askedAt: Date = ctx.now(),
): Promise<PurchaseRow[]> {
  return (await approvedPurchases(ctx, where))
    .filter(({ purchase, live }) => !live && deadlineOf(purchase) >= askedAt)
    .map(({ purchase }) => purchase);
}
