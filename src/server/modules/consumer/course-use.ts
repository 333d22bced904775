import { and, count, eq, sql } from 'drizzle-orm';
import { SUBSTANTIAL_USE_PERCENT } from '../../../shared/consumer-rules';
import type { ServiceContext } from '../../context';
import { courseModules, courseUnits, moduleProgress } from '../../db/schema';
import type { PurchaseRow } from './buyer-purchases';

export type CourseUse = { seen: number; total: number };

/** How many of the course's modules the buyer has marked as seen (a video played to its end). */
export async function courseUse(
  ctx: ServiceContext,
  purchase: Pick<PurchaseRow, 'userId' | 'courseId'>,
): Promise<CourseUse> {
  if (!purchase.userId || purchase.courseId === null) return { seen: 0, total: 0 };
  const [row] = await ctx.db
    .select({ total: count(courseModules.id), seen: count(moduleProgress.moduleId) })
    .from(courseModules)
    .innerJoin(courseUnits, eq(courseUnits.id, courseModules.unitId))
    .leftJoin(
      moduleProgress,
      and(
        eq(moduleProgress.moduleId, courseModules.id),
        eq(moduleProgress.userId, sql`${purchase.userId}::uuid`),
      ),
    )
    .where(eq(courseUnits.courseId, purchase.courseId));
  return { seen: row?.seen ?? 0, total: row?.total ?? 0 };
}

/** Watched past the share a refund is given at once: a person decides (CCyC art. 1116). */
export const isSubstantial = ({ seen, total }: CourseUse) =>
  total > 0 && seen * 100 > total * SUBSTANTIAL_USE_PERCENT;
