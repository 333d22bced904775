import { sql } from 'drizzle-orm';
import { CONFIRM_LINK_HOURS } from '../../../shared/consumer-rules';
import { formatDate } from '../../../shared/format-date';
import { PLAN_NAME } from '../../../shared/plan-subscription';
import type { ServiceContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { newLinkSecret, sameSecret, sha256 } from '../auth/secrets';
import { planBajaLinkEmail } from './emails';
import { closeSubscription } from './preapproval-sync';
import {
  liveSubscriptionOf,
  lockSubscription,
  subscriptionById,
  updateSubscription,
  type SubscriptionRow,
} from './store';

const HOUR_MS = 60 * 60 * 1000;
/** One link per subscription in this long: the form cannot be used to flood someone's inbox. */
const RESEND_AFTER_MS = 10 * 60 * 1000;

export const NOTHING_TO_CANCEL = `No tenés una suscripción al ${PLAN_NAME} para cancelar.`;
export const INVALID_PLAN_BAJA_LINK =
  'El enlace para cancelar la suscripción no es válido, ya se usó o venció. Pedilo de nuevo.';

const cancellable = (subscription: SubscriptionRow | undefined) =>
  subscription && subscription.status !== 'cancelled' && subscription.status !== 'ended';

/**
 * Cancels a subscription with no questions asked: first at the provider (a failure there is a
 * 503 to retry, so that nothing is charged after a cancellation said done), then here, where
 * access lasts to the end of the period paid. Answers the subscription as it is now.
 */
async function cancel(
  ctx: ServiceContext,
  subscription: SubscriptionRow,
): Promise<SubscriptionRow> {
  if (subscription.preapprovalId) await ctx.payments.cancelSubscription(subscription.preapprovalId);
  const { row, mailId } = await ctx.db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, subscription.id);
    if (!locked || !cancellable(locked)) return { row: locked ?? subscription, mailId: undefined };
    const mailId = await closeSubscription(tx, ctx, locked, ctx.now());
    return { row: (await lockSubscription(tx, subscription.id))!, mailId };
  });
  if (mailId) void ctx.mail.deliver([mailId]);
  return row;
}

/** 'Cancelar suscripción' in the account. */
export async function cancelOwnSubscription(ctx: ServiceContext, userId: string): Promise<void> {
  const subscription = await liveSubscriptionOf(ctx.db, userId);
  if (!subscription || !cancellable(subscription)) throw conflict(NOTHING_TO_CANCEL);
  await cancel(ctx, subscription);
}

/**
 * The plan's Botón de Baja without a session: a link to cancel, e-mailed to the account's
 * address when it has a subscription to cancel. The answer is the same either way, so nobody
 * learns who subscribes, and only the owner of the address can cancel.
 */
export async function requestPlanBaja(ctx: ServiceContext, email: string): Promise<string> {
  const answer = `Si ${email} tiene una suscripción al ${PLAN_NAME}, le enviamos un correo con el enlace para cancelarla.`;
  const [user] = await ctx.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  const subscription = user ? await liveSubscriptionOf(ctx.db, user.id) : undefined;
  if (!user || !subscription || !cancellable(subscription)) return answer;
  const now = ctx.now();
  const sentAt = subscription.cancelTokenExpiresAt
    ? subscription.cancelTokenExpiresAt.getTime() - CONFIRM_LINK_HOURS * HOUR_MS
    : null;
  if (sentAt !== null && now.getTime() - sentAt < RESEND_AFTER_MS) return answer;
  const secret = newLinkSecret();
  const mailId = await ctx.db.transaction(async (tx) => {
    await updateSubscription(tx, subscription.id, {
      cancelTokenHash: secret.hash,
      cancelTokenExpiresAt: new Date(now.getTime() + CONFIRM_LINK_HOURS * HOUR_MS),
      updatedAt: now,
    });
    const link = `${ctx.config.appUrl}/plan-contador/baja/${subscription.id}/${secret.token}`;
    return ctx.mail.queue(tx, planBajaLinkEmail({ to: email, name: user.name, link }));
  });
  void ctx.mail.deliver([mailId]);
  return answer;
}

/** The e-mailed link, confirmed: the subscription is cancelled as from the account. */
export async function confirmPlanBaja(
  ctx: ServiceContext,
  link: { id: string; token: string },
): Promise<string> {
  const subscription = await subscriptionById(ctx.db, link.id);
  const valid =
    subscription?.cancelTokenHash &&
    subscription.cancelTokenExpiresAt &&
    subscription.cancelTokenExpiresAt > ctx.now() &&
    sameSecret(subscription.cancelTokenHash, sha256(link.token)) &&
    cancellable(subscription);
  if (!valid || !subscription) throw badRequest(INVALID_PLAN_BAJA_LINK);
  const cancelled = await cancel(ctx, subscription);
  return cancelled.status === 'cancelled' && cancelled.paidUntil
    ? `Listo: cancelamos tu ${PLAN_NAME}. Tenés todos los cursos hasta el ${formatDate(cancelled.paidUntil)} y no se cobra nada más.`
    : `Listo: cancelamos tu ${PLAN_NAME}. No se cobra nada más.`;
}

/**
 * An account being deleted stops its plan first: cancelled at the provider (a failure there
 * stops the deletion, to be tried again, rather than charge a deleted account) and ended here.
 */
export async function endPlanOfDeletedAccount(ctx: ServiceContext, userId: string): Promise<void> {
  const subscription = await liveSubscriptionOf(ctx.db, userId);
  if (!subscription) return;
  if (subscription.preapprovalId && subscription.status !== 'cancelled') {
    await ctx.payments.cancelSubscription(subscription.preapprovalId);
  }
  const now = ctx.now();
  await updateSubscription(ctx.db, subscription.id, {
    status: 'ended',
    cancelledAt: subscription.cancelledAt ?? now,
    endedAt: now,
    updatedAt: now,
  });
}
