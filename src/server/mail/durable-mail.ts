import type { ServiceContext } from '../context';
import type { Db } from '../db/client';
import type { MailMessage } from './mailer';
import { fromStored, type MailOutbox, type StoredMessage } from './outbox';

/** The scheduled pass that sends what the outbox still holds (one instance at a time). */
export const MAIL_JOB = 'deliver-mail';

/**
 * How a service sends a mail that no state change promises (a code, a contact message): written
 * to the outbox on its own, then tried at once. The answer says whether it left now.
 */
export function createSendMail(outbox: MailOutbox, db: Db) {
  return async function sendMail(message: MailMessage): Promise<boolean> {
    return outbox.deliver([await outbox.queue(db, message)]);
  };
}

/**
 * Sends what is due, then asks for a pass the moment the first claim still held runs out: a
 * claim outlives its instance when that instance is killed mid-send, and its mail should leave
 * then, not at the minute's pass after.
 */
async function deliveryPass(ctx: ServiceContext): Promise<void> {
  await ctx.mail.deliverDue();
  const claimEnd = await ctx.mail.firstClaimEnd();
  if (!claimEnd) return;
  const wait = Math.max(0, claimEnd.getTime() - ctx.now().getTime());
  await ctx.jobs.send(MAIL_JOB, {}, { startAfter: new Date(Date.now() + wait + 1_000) });
}

/**
 * The outbox's worker: a pass every minute through the durable job queue, and one at start, so
 * that what an instance committed and could not send (refused, or killed first) goes out.
 */
export async function startMailDelivery(ctx: ServiceContext): Promise<void> {
  await ctx.jobs.work<{ message?: StoredMessage }>(
    MAIL_JOB,
    async ({ message }) => {
      // A job of the version before the outbox carried its message: it joins the outbox.
      if (message) await ctx.mail.queue(ctx.db, fromStored(message));
      await deliveryPass(ctx);
    },
    { retryLimit: 0 },
  );
  await ctx.jobs.every(MAIL_JOB, '* * * * *');
  await deliveryPass(ctx);
}
