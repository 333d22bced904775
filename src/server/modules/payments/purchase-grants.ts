import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bundleCourses, purchaseGrants, type purchases } from '../../db/schema';
import { revokeCertificatesOf } from '../certificates/store';
import { grantCourse, isEnrolled, ownedCourseIds, revokeCourse } from '../enrollments/service';
import { takeBackSeats } from '../seats/seat-store';

type PurchaseRow = typeof purchases.$inferSelect;

/** The courses of a bundle, in its order. */
async function bundleCourseIds(tx: Db, bundleId: number): Promise<number[]> {
  const rows = await tx
    .select({ courseId: bundleCourses.courseId })
    .from(bundleCourses)
    .where(eq(bundleCourses.bundleId, bundleId))
    .orderBy(asc(bundleCourses.position));
  return rows.map((row) => row.courseId);
}

/**
 * Whether the buyer has everything the purchase sells already: its course, or every course of
 * its bundle (a payment then pays twice and goes back). A company's seats are for others: never.
 */
export async function ownsWhatItSells(tx: Db, purchase: PurchaseRow): Promise<boolean> {
  const { userId, courseId, bundleId } = purchase;
  if (userId === null || purchase.seats !== null) return false;
  if (courseId !== null) return isEnrolled(tx, userId, courseId);
  if (bundleId === null) return false;
  const [courseIds, owned] = await Promise.all([
    bundleCourseIds(tx, bundleId),
    ownedCourseIds(tx, userId, { outright: true }),
  ]);
  return courseIds.length > 0 && courseIds.every((id) => owned.has(id));
}

/**
 * Gives the buyer what an approved purchase paid for, in its transaction: its course, or each
 * course of its bundle that they did not have, each recorded as this purchase's grant. A company's
 * seats grant nothing to the buyer: each course goes to whoever a seat is assigned to.
 */
export async function grantPurchase(tx: Db, purchase: PurchaseRow, now: Date): Promise<void> {
  const { userId, courseId, bundleId } = purchase;
  if (userId === null || purchase.seats !== null) return;
  if (courseId !== null) {
    await grantCourse(tx, { userId, courseId, now });
    return;
  }
  if (bundleId === null) return;
  for (const id of await bundleCourseIds(tx, bundleId)) {
    if (await grantCourse(tx, { userId, courseId: id, now })) {
      await tx
        .insert(purchaseGrants)
        .values({ purchaseId: purchase.id, courseId: id })
        .onConflictDoNothing();
    }
  }
}

/**
 * Takes back what a refunded or charged-back purchase gave, with the certificates earned on it:
 * its course, or the courses its bundle granted (one the buyer owned before stays theirs), or the
 * courses its seats gave their students.
 */
export async function revokePurchase(
  tx: Db,
  purchase: PurchaseRow,
  change: { reason: string; now: Date },
): Promise<void> {
  if (purchase.seats !== null) {
    for (const seat of await takeBackSeats(tx, purchase, change.now)) {
      await revokeCertificatesOf(tx, { ...seat, ...change });
    }
    return;
  }
  const { userId, courseId } = purchase;
  if (userId === null) return;
  const granted =
    courseId !== null
      ? [courseId]
      : (
          await tx
            .select({ courseId: purchaseGrants.courseId })
            .from(purchaseGrants)
            .where(eq(purchaseGrants.purchaseId, purchase.id))
        ).map((row) => row.courseId);
  for (const id of granted) {
    await revokeCourse(tx, { userId, courseId: id });
    await revokeCertificatesOf(tx, { userId, courseId: id, ...change });
  }
}
