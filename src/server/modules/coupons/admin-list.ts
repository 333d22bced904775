import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { coupons } from '../../db/schema';
import type { AdminCoupon } from '../../../shared/responses/coupons';
import type { CouponRow } from './store';

/**
 * What the purchases approved with a coupon brought in (refunded ones are no longer revenue).
 * Qualified by hand: a select of one table names its columns without the table, and inside the
 * subquery "id" would be the purchase's.
 */
const revenueOf = sql<number>`coalesce((
  select sum(p.amount) from purchases p
  where p.coupon_id = "coupons"."id" and p.status = 'approved'
), 0)::float8`;

export function toAdminCoupon(row: CouponRow, revenue: number): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    courseIds: row.courseIds,
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
    maxUses: row.maxUses,
    onePerPerson: row.onePerPerson,
    active: row.active,
    uses: row.uses,
    revenue,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every coupon, newest first, with its uses and revenue (a firm has tens, not thousands). */
export async function listCoupons(ctx: ServiceContext, where?: SQL): Promise<AdminCoupon[]> {
  const rows = await ctx.db
    .select({ coupon: coupons, revenue: revenueOf })
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map((row) => toAdminCoupon(row.coupon, Number(row.revenue)));
}

/** One coupon as the panel lists it. */
export async function adminCoupon(
  ctx: ServiceContext,
  id: number,
): Promise<AdminCoupon | undefined> {
  return (await listCoupons(ctx, eq(coupons.id, id)))[0];
}
