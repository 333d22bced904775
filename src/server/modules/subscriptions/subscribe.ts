import { and, eq, isNull } from 'drizzle-orm';
import { formatDate } from '../../../shared/format-date';
import { PLAN_NAME, type Subscribe } from '../../../shared/plan-subscription';
import type { ServiceContext } from '../../context';
import { planSubscriptions } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import type { UserRow } from '../auth/sessions';
import { lockBuyer } from '../payments/buyer-lock';
import { checkBuyer, USER_VANISHED } from '../payments/checkout';
import { payerColumns } from '../payments/payer-columns';
import { accountPlanUrl } from './emails';
import { readPlanSettings } from './settings';
import { liveSubscriptionOf, type SubscriptionRow } from './store';

export const PLAN_UNAVAILABLE = `El ${PLAN_NAME} no está disponible por ahora.`;
export const ALREADY_SUBSCRIBED = `Ya tenés el ${PLAN_NAME} activo.`;
const SUBSCRIPTION_UNAVAILABLE =
  'No pudimos abrir la suscripción. Intentá de nuevo en unos minutos.';

const stillRunning = (subscription: SubscriptionRow) =>
  subscription.paidUntil
    ? `Tu ${PLAN_NAME} sigue vigente hasta el ${formatDate(subscription.paidUntil)}: vas a poder suscribirte de nuevo desde ese día.`
    : ALREADY_SUBSCRIBED;

/**
 * 'Suscribirme': the account's subscription waiting to be authorized at the plan's price, and
 * the provider's page to authorize it. One waiting already is answered again; a paused one gets
 * a new preapproval (a new card), the old one cancelled at the provider. An active or cancelled
 * one still running is refused.
 */
export async function subscribe(
  ctx: ServiceContext,
  user: UserRow,
  input: Subscribe,
): Promise<{ initPoint: string }> {
  checkBuyer(user);
  const plan = await readPlanSettings(ctx.db);
  if (!plan.active) throw conflict(PLAN_UNAVAILABLE);
  const now = ctx.now();
  const payer = payerColumns(input);

  const { subscription, replaced } = await ctx.db.transaction(async (tx) => {
    if (!(await lockBuyer(tx, user.id))) throw notFound(USER_VANISHED);
    const live = await liveSubscriptionOf(tx, user.id, { lock: true });
    if (live?.status === 'active' || live?.status === 'cancelled') {
      throw conflict(live.status === 'active' ? ALREADY_SUBSCRIBED : stillRunning(live));
    }
    const reusable = live?.status === 'pending' && live.monthlyPrice === plan.monthlyPrice;
    if (live && reusable) {
      const [row] = await tx
        .update(planSubscriptions)
        .set({ ...payer, updatedAt: now })
        .where(eq(planSubscriptions.id, live.id))
        .returning();
      return { subscription: row!, replaced: null };
    }
    if (live) {
      // Paused (a new card), or waiting at an old price: a new preapproval for the same row.
      const [row] = await tx
        .update(planSubscriptions)
        .set({
          ...payer,
          monthlyPrice: plan.monthlyPrice,
          preapprovalId: null,
          initPoint: null,
          updatedAt: now,
        })
        .where(eq(planSubscriptions.id, live.id))
        .returning();
      return { subscription: row!, replaced: live.preapprovalId };
    }
    const [row] = await tx
      .insert(planSubscriptions)
      .values({
        userId: user.id,
        provider: ctx.payments.name,
        monthlyPrice: plan.monthlyPrice,
        ...payer,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { subscription: row!, replaced: null };
  });

  if (replaced) {
    await ctx.payments.cancelSubscription(replaced).catch((error: unknown) => {
      ctx.log.warn({ err: error, preapprovalId: replaced }, 'old preapproval not cancelled');
    });
  }
  if (subscription.initPoint) return { initPoint: subscription.initPoint };
  return openAtProvider(ctx, subscription);
}

/** The provider's preapproval for a subscription that has none yet; the first one stored wins. */
async function openAtProvider(
  ctx: ServiceContext,
  subscription: SubscriptionRow,
): Promise<{ initPoint: string }> {
  const opened = await ctx.payments.createSubscription({
    subscriptionId: subscription.id,
    attempt: String(subscription.updatedAt.getTime()),
    reason: `${PLAN_NAME}: todos los cursos en video`,
    monthlyAmount: subscription.monthlyPrice,
    payerEmail: subscription.payerEmail,
    backUrl: `${accountPlanUrl(ctx.config.appUrl)}?suscripcion=ok`,
  });
  const [stored] = await ctx.db
    .update(planSubscriptions)
    .set({ preapprovalId: opened.id, initPoint: opened.initPoint })
    .where(and(eq(planSubscriptions.id, subscription.id), isNull(planSubscriptions.preapprovalId)))
    .returning({ initPoint: planSubscriptions.initPoint });
  if (stored?.initPoint) return { initPoint: stored.initPoint };
  const [first] = await ctx.db
    .select({ initPoint: planSubscriptions.initPoint })
    .from(planSubscriptions)
    .where(eq(planSubscriptions.id, subscription.id));
  if (!first?.initPoint) throw new AppError('unavailable', SUBSCRIPTION_UNAVAILABLE);
  return { initPoint: first.initPoint };
}
