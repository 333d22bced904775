import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { ReminderRequest } from '../../../../shared/tax-calendar';
import type { ServiceContext } from '../../../context';
import { taxReminderRequests } from '../../../db/schema';
import { newLinkSecret } from '../../auth/secrets';
import { checkedChoices } from './choices';
import { confirmationMail } from './emails';
import { CONFIRM_PATH, linkUrl } from './links';

/** The confirmation mails one address may be sent in a day: a stranger can cause no more. */
export const REQUESTS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export const REQUEST_ANSWER =
  'Si la dirección es correcta, te enviamos un correo para confirmar los avisos. Revisá tu bandeja de entrada.';

/**
 * 'Avisarme por e-mail': writes the request and queues its confirmation mail, in one
 * transaction; nothing changes for the address until the mail's link is used. Past the day's
 * mails of the address it writes and sends nothing, and says so to no one (the answer is the
 * same either way). 400 on `obligations` when one is not on the list.
 */
export async function requestReminders(ctx: ServiceContext, request: ReminderRequest) {
  const choices = await checkedChoices(ctx.db, request);
  const email = request.email.toLowerCase();
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    // Two requests at once cannot both take the day's last mail.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tax-reminders:${email}`}))`);
    const [today] = await tx
      .select({ mails: count() })
      .from(taxReminderRequests)
      .where(
        and(
          eq(taxReminderRequests.email, email),
          gt(taxReminderRequests.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((today?.mails ?? 0) >= REQUESTS_PER_DAY) return undefined;
    const secret = newLinkSecret();
    await tx.insert(taxReminderRequests).values({
      tokenHash: secret.hash,
      email,
      digit: request.digit,
      obligations: request.obligations,
      daysBefore: request.daysBefore,
      createdAt: now,
    });
    const confirmUrl = linkUrl(ctx.config.appUrl, CONFIRM_PATH, secret.token);
    return ctx.mail.queue(tx, confirmationMail({ to: email, choices, confirmUrl }));
  });
  await ctx.mail.deliver([id]);
}
