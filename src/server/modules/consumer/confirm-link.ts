import { and, eq } from 'drizzle-orm';
import { CONFIRM_LINK_HOURS } from '../../../shared/consumer-rules';
import type { ServiceContext } from '../../context';
import { consumerRequests } from '../../db/schema';
import { badRequest } from '../../errors';
import { sameSecret, sha256 } from '../auth/secrets';

export type RequestRow = typeof consumerRequests.$inferSelect;

/** When a link e-mailed now stops working. */
export const linkExpiry = (now: Date) => new Date(now.getTime() + CONFIRM_LINK_HOURS * 3_600_000);

/**
 * The request an e-mailed link names, while the link is live (not used, not expired, the right
 * secret); otherwise the Spanish `invalid` message as a 400.
 */
export async function liveRequest(
  ctx: ServiceContext,
  link: { kind: RequestRow['kind']; id: string; token: string; invalid: string },
): Promise<RequestRow> {
  const [request] = await ctx.db
    .select()
    .from(consumerRequests)
    .where(and(eq(consumerRequests.id, link.id), eq(consumerRequests.kind, link.kind)));
  const valid =
    request?.status === 'awaiting_confirmation' &&
    request.confirmTokenHash !== null &&
    request.expiresAt !== null &&
    request.expiresAt > ctx.now() &&
    sameSecret(request.confirmTokenHash, sha256(link.token));
  if (!valid || !request) throw badRequest(link.invalid);
  return request;
}
