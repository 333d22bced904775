import { lt, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { consumerMailQuota } from '../../db/schema';
import { sha256 } from '../auth/secrets';
import { argentineDay } from './window';

/** Mails the consumer-law forms send to one address a day, however many people ask. */
export const MAILS_PER_ADDRESS_PER_DAY = 3;

/**
 * Counts a mail to `address` against today's quota, in one statement (so instances and
 * concurrent requests share the count); false when the address already got its share today.
 */
export async function takeMailQuota(ctx: ServiceContext, address: string): Promise<boolean> {
  const day = argentineDay(ctx.now());
  const [counted] = await ctx.db
    .insert(consumerMailQuota)
    .values({ addressHash: sha256(address.toLowerCase()), day, sent: 1 })
    .onConflictDoUpdate({
      target: [consumerMailQuota.addressHash, consumerMailQuota.day],
      set: { sent: sql`${consumerMailQuota.sent} + 1` },
      setWhere: lt(consumerMailQuota.sent, MAILS_PER_ADDRESS_PER_DAY),
    })
    .returning({ sent: consumerMailQuota.sent });
  // The first mail of a day to an address: days before yesterday are no longer needed.
  if (counted?.sent === 1) {
    const yesterday = argentineDay(new Date(ctx.now().getTime() - 24 * 60 * 60 * 1000));
    await ctx.db.delete(consumerMailQuota).where(lt(consumerMailQuota.day, yesterday));
  }
  return counted !== undefined;
}
