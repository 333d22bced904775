import { eq } from 'drizzle-orm';
import { fullPath } from '../../../../shared/contracts/define-route';
import { confirmReminders, stopReminders } from '../../../../shared/contracts/tax-calendar';
import type { ServiceContext } from '../../../context';
import type { Db } from '../../../db/client';
import { taxReminderLinks, taxReminderSubscriptions } from '../../../db/schema';
import { newLinkSecret, sha256 } from '../../auth/secrets';
import type { UnsubscribeLink } from '../../unsubscribe/links';

export const CONFIRM_PATH = fullPath(confirmReminders);
export const STOP_PATH = fullPath(stopReminders);

/** The address a link of a mail opens, with its token. */
export const linkUrl = (appUrl: string, path: string, token: string) =>
  `${appUrl}${path}?token=${token}`;

/**
 * A new one-click unsubscribe link (RFC 8058) for a reminder mail to `subscriptionId`, written
 * with the transaction that queues the mail. Only the secret's hash is stored.
 */
export async function newReminderLink(
  tx: Db,
  link: { subscriptionId: string; appUrl: string; now: Date },
): Promise<UnsubscribeLink> {
  const secret = newLinkSecret();
  await tx.insert(taxReminderLinks).values({
    tokenHash: secret.hash,
    subscriptionId: link.subscriptionId,
    createdAt: link.now,
  });
  const url = linkUrl(link.appUrl, STOP_PATH, secret.token);
  return {
    url,
    headers: {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Whether a reminder mail carried this unsubscribe link (its subscription may have ended). */
export async function isReminderLink(db: Db, token: string): Promise<boolean> {
  const [link] = await db
    .select({ subscriptionId: taxReminderLinks.subscriptionId })
    .from(taxReminderLinks)
    .where(eq(taxReminderLinks.tokenHash, sha256(token)));
  return link !== undefined;
}

/**
 * Ends the subscription a reminder's unsubscribe link was sent for, at once. True for any link a
 * mail carried, so a second click says it is done too; false for a link no mail carried.
 */
export async function stopByToken(ctx: ServiceContext, token: string): Promise<boolean> {
  const [link] = await ctx.db
    .select({ subscriptionId: taxReminderLinks.subscriptionId })
    .from(taxReminderLinks)
    .where(eq(taxReminderLinks.tokenHash, sha256(token)));
  if (!link) return false;
  if (link.subscriptionId)
    await ctx.db
      .delete(taxReminderSubscriptions)
      .where(eq(taxReminderSubscriptions.id, link.subscriptionId));
  return true;
}
