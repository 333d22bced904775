import { and, count, desc, eq, gt, inArray, max } from 'drizzle-orm';
import type { SharedAccount } from '../../../shared/responses/shared-accounts';
import type { ServiceContext } from '../../context';
import { playbackNetworks, users } from '../../db/schema';

/** More networks than this in the window makes an account look shared. */
export const SHARED_ACCOUNT_NETWORKS = 5;
/** The window the networks are counted in: a day. */
export const SHARED_ACCOUNT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * 'Posible cuenta compartida': the accounts that played from more than five networks (a /24 of
 * IPv4, a /48 of IPv6) in the last 24 hours, the one that played most recently first, each with
 * those networks as the evidence. A signal for a person, who decides: nothing is blocked here.
 */
export async function sharedAccounts(ctx: ServiceContext): Promise<SharedAccount[]> {
  const recent = gt(
    playbackNetworks.lastAt,
    new Date(ctx.now().getTime() - SHARED_ACCOUNT_WINDOW_MS),
  );
  const flagged = await ctx.db
    .select({ userId: playbackNetworks.userId })
    .from(playbackNetworks)
    .where(recent)
    .groupBy(playbackNetworks.userId)
    .having(gt(count(), SHARED_ACCOUNT_NETWORKS))
    .orderBy(desc(max(playbackNetworks.lastAt)), playbackNetworks.userId);
  if (flagged.length === 0) return [];
  const ids = flagged.map((row) => row.userId);

  const rows = await ctx.db
    .select({
      userId: users.id,
      name: users.name,
      lastname: users.lastname,
      email: users.email,
      blockedAt: users.blockedAt,
      network: playbackNetworks.network,
      firstAt: playbackNetworks.firstAt,
      lastAt: playbackNetworks.lastAt,
      plays: playbackNetworks.plays,
    })
    .from(playbackNetworks)
    .innerJoin(users, eq(users.id, playbackNetworks.userId))
    .where(and(recent, inArray(playbackNetworks.userId, ids)))
    .orderBy(desc(playbackNetworks.lastAt), playbackNetworks.network);

  return ids.flatMap((userId) => {
    const own = rows.filter((row) => row.userId === userId);
    const [first] = own;
    if (!first) return [];
    return [
      {
        userId,
        name: `${first.name} ${first.lastname}`.trim(),
        email: first.email,
        blocked: first.blockedAt !== null,
        networks: own.map((row) => ({
          network: row.network,
          firstAt: row.firstAt.toISOString(),
          lastAt: row.lastAt.toISOString(),
          plays: row.plays,
        })),
      },
    ];
  });
}
