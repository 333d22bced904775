import { and, count, eq } from 'drizzle-orm';
import type { PlanSettingsInput } from '../../../shared/plan-subscription';
import type { PlanOffer, PlanSettingsAnswer } from '../../../shared/responses/plan-subscription';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { courses, planSettings } from '../../db/schema';

const ROW_ID = 1;

/** Before the panel saves it, the plan is not offered. */
const DEFAULT_PLAN: PlanSettingsAnswer = { monthlyPrice: 25_000, active: false };

export async function readPlanSettings(db: Db): Promise<PlanSettingsAnswer> {
  const [row] = await db
    .select({ monthlyPrice: planSettings.monthlyPrice, active: planSettings.active })
    .from(planSettings)
    .where(eq(planSettings.id, ROW_ID));
  return row ?? DEFAULT_PLAN;
}

/**
 * Saves the plan's price and whether it is offered. A new price applies to new subscriptions;
 * those running keep theirs (MercadoPago charges what was authorized).
 */
export async function savePlanSettings(
  ctx: ServiceContext,
  input: Required<PlanSettingsInput> & { monthlyPrice: number },
): Promise<PlanSettingsAnswer> {
  const values = { monthlyPrice: input.monthlyPrice, active: input.active, updatedAt: ctx.now() };
  await ctx.db
    .insert(planSettings)
    .values({ id: ROW_ID, ...values })
    .onConflictDoUpdate({ target: planSettings.id, set: values });
  return readPlanSettings(ctx.db);
}

/** The plan as the public page offers it, with the number of courses it opens today. */
export async function planOffer(db: Db): Promise<PlanOffer> {
  const [settings, [visible]] = await Promise.all([
    readPlanSettings(db),
    db
      .select({ courses: count() })
      .from(courses)
      .where(and(eq(courses.visibility, true))),
  ]);
  return { ...settings, courses: visible?.courses ?? 0 };
}
