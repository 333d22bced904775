import { eq, sql } from 'drizzle-orm';
import type { ContactAnswer, ContactArchive } from '../../../shared/contact';
import type { AdminContactMessage } from '../../../shared/responses/contact';
import type { ServiceContext } from '../../context';
import { contactAnswers, contactMessages } from '../../db/schema';
import { notFound } from '../../errors';
import { contactAnswerMail } from './emails';
import { findContactMessage } from './inbox';

const NOT_FOUND = 'No encontramos ese mensaje.';

async function shown(ctx: ServiceContext, id: string): Promise<AdminContactMessage> {
  const message = await findContactMessage(ctx.db, id);
  if (!message) throw notFound(NOT_FOUND);
  return message;
}

/**
 * Answers a contact message from the panel: the answer is kept with the message (every answer,
 * as its history: a message can be answered again), the message becomes Respondido, and the
 * e-mail to the visitor is queued in the same transaction, then tried at once.
 */
export async function answerContactMessage(
  ctx: ServiceContext,
  id: string,
  adminId: string,
  { text }: ContactAnswer,
): Promise<AdminContactMessage> {
  const mailId = await ctx.db.transaction(async (tx) => {
    const [message] = await tx
      .update(contactMessages)
      .set({ status: 'answered' })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!message) throw notFound(NOT_FOUND);
    const [answer] = await tx
      .insert(contactAnswers)
      .values({ messageId: id, text, adminId, createdAt: ctx.now() })
      .returning({ id: contactAnswers.id });
    const mail = contactAnswerMail({
      to: message.email,
      name: message.name,
      answer: text,
      original: message.message,
      receivedAt: message.createdAt,
      replyTo: ctx.config.contactEmail,
    });
    return ctx.mail.queue(tx, mail, { key: `contact-answer:${answer!.id}` });
  });
  void ctx.mail.deliver([mailId]);
  return shown(ctx, id);
}

/**
 * Archives a message, or takes it back to the inbox: as Respondido when it was answered, as
 * Nuevo otherwise. Doing it twice changes nothing.
 */
export async function archiveContactMessage(
  ctx: ServiceContext,
  id: string,
  { archived }: ContactArchive,
): Promise<AdminContactMessage> {
  const answered = sql`exists (select 1 from ${contactAnswers} where ${contactAnswers.messageId} = ${contactMessages.id})`;
  const [changed] = await ctx.db
    .update(contactMessages)
    .set({
      status: archived ? 'archived' : sql`case when ${answered} then 'answered' else 'new' end`,
    })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (!changed) throw notFound(NOT_FOUND);
  return shown(ctx, id);
}
