import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../../context';
import type { Db } from '../../../db/client';
import { taxReminderRequests } from '../../../db/schema';
import { sha256 } from '../../auth/secrets';
import { describedChoices, type DescribedChoices } from './choices';
import { CONFIRMATION_DAYS } from './emails';
import { saveSubscription } from './subscriptions';

type RequestRow = typeof taxReminderRequests.$inferSelect;

/** What a confirmation link finds: the choices it confirms (and whether it did), or why not. */
export type LinkState =
  | { status: 'pending' | 'confirmed'; choices: DescribedChoices }
  | { status: 'expired' | 'unknown' };

const DAY_MS = 24 * 60 * 60 * 1000;

async function stateOf(db: Db, request: RequestRow | undefined, now: Date): Promise<LinkState> {
  if (!request) return { status: 'unknown' };
  const choices = () => describedChoices(db, request);
  if (request.confirmedAt) return { status: 'confirmed', choices: await choices() };
  if (now.getTime() - request.createdAt.getTime() > CONFIRMATION_DAYS * DAY_MS) {
    return { status: 'expired' };
  }
  return { status: 'pending', choices: await choices() };
}

const requestOf = (db: Db, token: string) =>
  db
    .select()
    .from(taxReminderRequests)
    .where(eq(taxReminderRequests.tokenHash, sha256(token)));

/** What the link would do, changing nothing (mail scanners open every link). */
export async function confirmationState(ctx: ServiceContext, token: string): Promise<LinkState> {
  const [request] = await requestOf(ctx.db, token);
  return stateOf(ctx.db, request, ctx.now());
}

/**
 * Confirms a request: the address's subscription becomes the request's choices (created, or
 * replaced), and the request is marked. A link used before answers 'confirmed' and changes
 * nothing, whatever the subscription became since.
 */
export async function confirmRequest(ctx: ServiceContext, token: string): Promise<LinkState> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [request] = await requestOf(tx, token).for('update');
    const state = await stateOf(tx, request, now);
    if (state.status !== 'pending') return state;
    await saveSubscription(tx, request!.email, request!, now);
    await tx
      .update(taxReminderRequests)
      .set({ confirmedAt: now })
      .where(eq(taxReminderRequests.tokenHash, request!.tokenHash));
    return { ...state, status: 'confirmed' };
  });
}
