import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { consumerRequests, purchases, users } from '../../db/schema';
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
    .where(and(where, eq(purchases.status, 'approved')))
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
  const live = await liveRequestsOf(
    ctx,
    rows.map((row) => row.id),
  );
  return rows.map((purchase) => ({ purchase, live: live.get(purchase.id) }));
}

/** Approved purchases matching `where` still inside the 10 days, with no arrepentimiento yet. */
export async function withdrawablePurchases(
  ctx: ServiceContext,
  where: SQL,
): Promise<PurchaseRow[]> {
  const now = ctx.now();
  return (await approvedPurchases(ctx, where))
    .filter(({ purchase, live }) => !live && deadlineOf(purchase) >= now)
    .map(({ purchase }) => purchase);
}
