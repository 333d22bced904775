import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Seat, SeatPurchase } from '../../../shared/responses/company-seats';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { purchases, purchaseSeats } from '../../db/schema';
import { loadCourseTree, type Outline } from '../courses/course-tree';
import { progressIn } from '../learning/progress';
import type { SeatRow } from '../seats/seat-store';
import { startedAt } from './seat-start';

/** The course of a seat purchase, as progress is counted in it. */
export type SeatCourse = { id: number; tree: Outline } | undefined;

/** A seat as its buyer sees it: invited until an account holds it, then its student's progress. */
export async function toSeat(db: Db, seat: SeatRow, course: SeatCourse): Promise<Seat> {
  const base = { id: seat.id, email: seat.email };
  if (seat.userId === null || !course) {
    return { ...base, status: seat.userId === null ? 'invited' : 'active', progress: 0 };
  }
  const [progress, started] = await Promise.all([
    progressIn(db, seat.userId, course.tree),
    startedAt(db, seat.userId, course.id),
  ]);
  return {
    ...base,
    status: 'active',
    progress: progress.percent,
    ...(started ? { startedAt: started.toISOString() } : {}),
  };
}

/**
 * 'Mi empresa': the buyer's company purchases that were paid (a refunded one too, with no seats
 * left), newest first, each with its seats in the order they were assigned.
 */
export async function seatPurchasesOf(
  ctx: ServiceContext,
  buyerId: string,
): Promise<SeatPurchase[]> {
  const { db } = ctx;
  const rows = await db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, buyerId),
        isNotNull(purchases.seats),
        isNotNull(purchases.approvedAt),
      ),
    )
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
  if (rows.length === 0) return [];
  const seats = await db
    .select()
    .from(purchaseSeats)
    .where(
      and(
        inArray(
          purchaseSeats.purchaseId,
          rows.map((row) => row.id),
        ),
        isNull(purchaseSeats.revokedAt),
      ),
    )
    .orderBy(asc(purchaseSeats.assignedAt), asc(purchaseSeats.id));
  const courses = new Map<number, SeatCourse>();
  for (const id of new Set(rows.flatMap((row) => row.courseId ?? []))) {
    const tree = await loadCourseTree(db, id, { visibleOnly: false });
    courses.set(id, tree && { id, tree });
  }
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      course: { id: row.courseId, slug: row.courseSlug, title: row.courseTitle },
      seats: row.seats ?? 0,
      refundedSeats: row.refundedSeats,
      companyName: row.companyName,
      approvedAt: row.approvedAt?.toISOString() ?? null,
      status: row.status,
      seatList: await Promise.all(
        seats
          .filter((seat) => seat.purchaseId === row.id)
          .map((seat) => toSeat(db, seat, courses.get(row.courseId ?? 0))),
      ),
    })),
  );
}
