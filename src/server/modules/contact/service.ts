import type { ContactMessage } from '../../../shared/contact';
import type { ServiceContext } from '../../context';
import { contactMessages } from '../../db/schema';
import { contactForwardMail } from './emails';

/**
 * Stores the visitor's message, then forwards it to the consultancy's inbox. A mail failure
 * does not lose the message: it stays stored (and the mailer logs the failure).
 */
export async function receiveContactMessage(
  ctx: ServiceContext,
  message: ContactMessage,
): Promise<{ forwarded: boolean }> {
  const [stored] = await ctx.db.insert(contactMessages).values(message).returning();
  const receivedAt = (stored?.createdAt ?? ctx.now()).toLocaleString('es-AR', {
    timeZone: 'America/Argentina/Buenos_Aires',
  });
  const forwarded = await ctx.sendMail(
    contactForwardMail({ to: ctx.config.contactEmail, message, receivedAt }),
  );
  return { forwarded };
}
