import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { checkoutReminderOptOuts, checkoutReminders } from '../../db/schema';
import { sha256 } from '../auth/secrets';

/**
 * Turns off the checkout reminders of the account a reminder's link was sent to. The link's
 * random secret is the only key (an id alone opens nothing). Doing it twice changes nothing.
 * Answers false for a link no reminder carries.
 */
export async function turnRemindersOff(ctx: ServiceContext, token: string): Promise<boolean> {
  const [reminder] = await ctx.db
    .select({ userId: checkoutReminders.userId })
    .from(checkoutReminders)
    .where(eq(checkoutReminders.tokenHash, sha256(token)));
  if (!reminder) return false;
  await ctx.db
    .insert(checkoutReminderOptOuts)
    .values({ userId: reminder.userId, createdAt: ctx.now() })
    .onConflictDoNothing();
  return true;
}
