import type { ServiceContext } from '../context';
import { planSettings } from '../db/schema';
import { savePlanSettings } from '../modules/subscriptions/settings';

/** What the demo offers the 'Plan Contador' at, until the firm saves a price of its own. */
export const DEMO_PLAN_PRICE = 19_900;

/** Offers the 'Plan Contador' in the demo, where the panel never saved its settings. */
export async function seedDemoPlan(ctx: ServiceContext): Promise<void> {
  const [saved] = await ctx.db.select({ id: planSettings.id }).from(planSettings).limit(1);
  if (saved) return;
  await savePlanSettings(ctx, { monthlyPrice: DEMO_PLAN_PRICE, active: true });
}
