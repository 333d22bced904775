import { eq, sql } from 'drizzle-orm';
import { COUPON_NOT_FOUND, type CouponFields } from '../../../shared/coupons';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/constraint-violation';
import { coupons, courses } from '../../db/schema';
import { fieldError, notFound } from '../../errors';

export type CouponRow = typeof coupons.$inferSelect;

const CODE_TAKEN = 'Ya hay un cupón con ese código.';
const UNKNOWN_COURSE = 'Alguno de los cursos elegidos no existe.';

/**
 * The coupon of a code as typed (any case), or undefined. `lock`: its row stays locked until the
 * transaction ends, so checkouts competing for its last use take turns.
 */
export async function findCoupon(tx: Db, code: string, options = { lock: false }) {
  const byCode = tx.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
  const [coupon] = await (options.lock ? byCode.for('update') : byCode);
  return coupon;
}

/** A purchase with the coupon was approved: one more use, in the approval's transaction. */
export async function countCouponUse(tx: Db, couponId: number | null, now: Date): Promise<void> {
  if (couponId === null) return;
  await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1`, updatedAt: now })
    .where(eq(coupons.id, couponId));
}

async function checkCourses(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return;
  const found = await db
    .select({ id: courses.id })
    .from(courses)
    .where(sql`${courses.id} = any(${sql.param(courseIds)}::integer[])`);
  if (found.length !== courseIds.length) throw fieldError('courseIds', UNKNOWN_COURSE);
}

/** Runs a write of a coupon, turning a code already taken into a field error. */
async function codeOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'coupons_code_key') throw fieldError('code', CODE_TAKEN);
    throw error;
  }
}

export async function createCoupon(ctx: ServiceContext, fields: CouponFields): Promise<CouponRow> {
  await checkCourses(ctx.db, fields.courseIds);
  const now = ctx.now();
  const [created] = await codeOnce(() =>
    ctx.db
      .insert(coupons)
      .values({ ...fields, createdAt: now, updatedAt: now })
      .returning(),
  );
  if (!created) throw new Error('coupon insert returned no row');
  return created;
}

/** Saves the panel's form over a coupon; its uses stay as they are. */
export async function updateCoupon(
  ctx: ServiceContext,
  id: number,
  fields: CouponFields,
): Promise<CouponRow> {
  await checkCourses(ctx.db, fields.courseIds);
  const [updated] = await codeOnce(() =>
    ctx.db
      .update(coupons)
      .set({ ...fields, updatedAt: ctx.now() })
      .where(eq(coupons.id, id))
      .returning(),
  );
  if (!updated) throw notFound(COUPON_NOT_FOUND);
  return updated;
}
