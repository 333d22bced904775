import type { ContactMessage } from '../../../shared/contact';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';

/**
 * Stores the visitor's message, then forwards it to the consultancy's inbox. A mail failure
 * does not lose the message: it stays stored and the caller is told it was not forwarded.
 */
export async function receiveContactMessage(options: {
  db: Db;
  mailer: Mailer;
  contactEmail: string;
  message: ContactMessage;
}): Promise<{ forwarded: true } | { forwarded: false; error: unknown }> {
  const { db, mailer, contactEmail, message } = options;
  const [stored] = await db.insert(contactMessages).values(message).returning();
  const receivedAt = (stored?.createdAt ?? new Date()).toLocaleString('es-AR', {
    timeZone: 'America/Argentina/Buenos_Aires',
  });
  try {
    await mailer.send({
      to: contactEmail,
      replyTo: message.email,
      subject: `Nueva consulta desde el sitio: ${message.name}`,
      text: [
        `Nombre: ${message.name}`,
        `Correo: ${message.email}`,
        `Recibido: ${receivedAt}`,
        '',
        message.message,
      ].join('\n'),
    });
    return { forwarded: true };
  } catch (error) {
    return { forwarded: false, error };
  }
}
