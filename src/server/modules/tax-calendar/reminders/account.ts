import type { ReminderChoices } from '../../../../shared/tax-calendar';
import type { AccountReminders } from '../../../../shared/responses/tax-calendar';
import type { ServiceContext } from '../../../context';
import { forbidden } from '../../../errors';
import type { UserRow } from '../../auth/sessions';
import { readObligations } from '../due-date-store';
import { checkedChoices } from './choices';
import {
  endSubscriptionOf,
  saveSubscription,
  subscriptionOf,
  subscriptionView,
} from './subscriptions';

// The account's 'Avisos de vencimientos': the subscription of the account's own address, which
// a verified account already proved is its own, so it changes without a confirmation mail.

const MUST_VERIFY = 'Verificá tu correo electrónico para recibir avisos de vencimientos.';

function checkVerified(user: UserRow): void {
  if (!user.emailVerified) throw forbidden(MUST_VERIFY);
}

async function remindersOf(ctx: ServiceContext, email: string): Promise<AccountReminders> {
  const subscription = await subscriptionOf(ctx.db, email);
  return {
    subscription: subscription ? subscriptionView(subscription) : null,
    obligations: await readObligations(ctx.db),
  };
}

export async function accountReminders(ctx: ServiceContext, user: UserRow) {
  checkVerified(user);
  return remindersOf(ctx, user.email);
}

/** Saves the choices at once; 400 on `obligations` when one is not on the list. */
export async function saveAccountReminders(
  ctx: ServiceContext,
  user: UserRow,
  choices: ReminderChoices,
): Promise<AccountReminders> {
  checkVerified(user);
  await checkedChoices(ctx.db, choices);
  await saveSubscription(ctx.db, user.email, choices, ctx.now());
  return remindersOf(ctx, user.email);
}

export async function stopAccountReminders(ctx: ServiceContext, user: UserRow): Promise<void> {
  checkVerified(user);
  await endSubscriptionOf(ctx.db, user.email);
}
