import { and, count, countDistinct, eq, isNull, sql } from 'drizzle-orm';
import { SUBSTANTIAL_USE_PERCENT } from '../../../shared/consumer-rules';
import type { ServiceContext } from '../../context';
import {
  certificates,
  courseMaterials,
  courseUnits,
  materialDownloads,
  purchaseGrants,
  purchaseSeats,
  quizAttempts,
  unitQuizzes,
} from '../../db/schema';
import { courseWatching } from '../watching/course-watching';
import type { PurchaseRow } from './buyer-purchases';

/**
 * What the server knows of a buyer's use of a course (decision 0032): the seconds of video its
 * heartbeats credited against the course's video time, the materials downloaded, the
 * evaluations attempted, and whether a certificate was issued. Never what the browser claims.
 */
export type CourseUse = {
  watched: { credited: number; length: number };
  materials: { downloaded: number; total: number };
  evaluations: { attempted: number; total: number };
  certified: boolean;
};

const NO_USE: CourseUse = {
  watched: { credited: 0, length: 0 },
  materials: { downloaded: 0, total: 0 },
  evaluations: { attempted: 0, total: 0 },
  certified: false,
};

async function useOfCourse(
  ctx: ServiceContext,
  { userId, courseId }: { userId: string; courseId: number },
): Promise<CourseUse> {
  const buyer = sql`${userId}::uuid`;
  const [watched, [materials], [evaluations], [certificate]] = await Promise.all([
    courseWatching(ctx.db, { userId, courseId }),
    ctx.db
      .select({ total: count(courseMaterials.id), downloaded: count(materialDownloads.userId) })
      .from(courseMaterials)
      .leftJoin(
        materialDownloads,
        and(
          eq(materialDownloads.materialId, courseMaterials.id),
          eq(materialDownloads.userId, buyer),
        ),
      )
      .where(eq(courseMaterials.courseId, courseId)),
    ctx.db
      .select({
        total: countDistinct(unitQuizzes.id),
        attempted: countDistinct(quizAttempts.quizId),
      })
      .from(unitQuizzes)
      .innerJoin(courseUnits, eq(courseUnits.id, unitQuizzes.unitId))
      .leftJoin(
        quizAttempts,
        and(eq(quizAttempts.quizId, unitQuizzes.id), eq(quizAttempts.userId, buyer)),
      )
      .where(eq(courseUnits.courseId, courseId)),
    ctx.db
      .select({ id: certificates.id })
      .from(certificates)
      .where(
        and(
          eq(certificates.userId, buyer),
          eq(certificates.courseId, courseId),
          isNull(certificates.revokedAt),
        ),
      )
      .limit(1),
  ]);
  return {
    watched,
    materials: { downloaded: materials?.downloaded ?? 0, total: materials?.total ?? 0 },
    evaluations: { attempted: evaluations?.attempted ?? 0, total: evaluations?.total ?? 0 },
    certified: certificate !== undefined,
  };
}

const add = (a: CourseUse, b: CourseUse): CourseUse => ({
  watched: {
    credited: a.watched.credited + b.watched.credited,
    length: a.watched.length + b.watched.length,
  },
  materials: {
    downloaded: a.materials.downloaded + b.materials.downloaded,
    total: a.materials.total + b.materials.total,
  },
  evaluations: {
    attempted: a.evaluations.attempted + b.evaluations.attempted,
    total: a.evaluations.total + b.evaluations.total,
  },
  certified: a.certified || b.certified,
});

/**
 * The use of what a company's seats gave: each student's use of the course their seat granted,
 * taken together as a bundle's courses are (decision 0051).
 */
async function seatsUse(ctx: ServiceContext, purchase: { id: string; courseId: number | null }) {
  const { courseId } = purchase;
  if (courseId === null) return NO_USE;
  const holders = await ctx.db
    .select({ userId: purchaseSeats.userId })
    .from(purchaseSeats)
    .where(
      and(
        eq(purchaseSeats.purchaseId, purchase.id),
        eq(purchaseSeats.granted, true),
        isNull(purchaseSeats.revokedAt),
      ),
    );
  const uses = await Promise.all(
    holders.flatMap(({ userId }) => (userId ? [useOfCourse(ctx, { userId, courseId })] : [])),
  );
  return uses.reduce(add, NO_USE);
}

/**
 * The buyer's use of what a purchase gave: its course, or the courses its bundle granted, taken
 * together (a bundle's video time against all of theirs); for a company's seats, their students'.
 */
export async function courseUse(
  ctx: ServiceContext,
  purchase: Pick<PurchaseRow, 'id' | 'userId' | 'courseId' | 'seats'>,
): Promise<CourseUse> {
  if (purchase.seats !== null) return seatsUse(ctx, purchase);
  const { userId } = purchase;
  if (!userId) return NO_USE;
  const courseIds =
    purchase.courseId !== null
      ? [purchase.courseId]
      : (
          await ctx.db
            .select({ courseId: purchaseGrants.courseId })
            .from(purchaseGrants)
            .where(eq(purchaseGrants.purchaseId, purchase.id))
        ).map((row) => row.courseId);
  const uses = await Promise.all(
    courseIds.map((courseId) => useOfCourse(ctx, { userId, courseId })),
  );
  return uses.reduce(add, NO_USE);
}

const pastShare = (part: number, whole: number) =>
  whole > 0 && part * 100 > whole * SUBSTANTIAL_USE_PERCENT;

/**
 * Used past the share a refund is given at once, by any of the measures (a certificate always):
 * a person decides (CCyC art. 1116).
 */
export const isSubstantial = (use: CourseUse) =>
  use.certified ||
  pastShare(use.watched.credited, use.watched.length) ||
  pastShare(use.materials.downloaded, use.materials.total) ||
  pastShare(use.evaluations.attempted, use.evaluations.total);

const VERBS = {
  buyer: { watched: 'viste', downloaded: 'descargaste', attempted: 'rendiste', got: 'obtuviste' },
  panel: { watched: 'vio', downloaded: 'descargó', attempted: 'rindió', got: 'obtuvo' },
};

/**
 * The use in words, to the buyer ('viste el 45 % de sus videos y descargaste 4 de sus 4
 * materiales') or for the panel ('vio…').
 */
export function describeUse(use: CourseUse, to: keyof typeof VERBS): string {
  const verb = VERBS[to];
  const parts: string[] = [];
  if (use.watched.length > 0 && use.watched.credited > 0) {
    const percent = Math.min(100, Math.floor((use.watched.credited * 100) / use.watched.length));
    parts.push(`${verb.watched} el ${percent} % de sus videos`);
  }
  if (use.materials.downloaded > 0) {
    parts.push(
      `${verb.downloaded} ${use.materials.downloaded} de sus ${use.materials.total} materiales`,
    );
  }
  if (use.evaluations.attempted > 0) {
    parts.push(
      `${verb.attempted} ${use.evaluations.attempted} de sus ${use.evaluations.total} evaluaciones`,
    );
  }
  if (use.certified) parts.push(`${verb.got} su certificado`);
  if (parts.length === 0) return 'sin uso registrado';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
}
