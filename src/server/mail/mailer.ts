import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { ReactNode } from 'react';

export type MailMessage = {
  to: string;
  subject: string;
  /** The plain-text part: complete on its own (some read only it, and the tests read it). */
  text: string;
  /**
   * The HTML part's content, made of the blocks in layout/blocks.ts; the outbox sets it in the
   * firm's layout when the mail is queued (a mail without one gets its text there, in paragraphs).
   */
  body?: ReactNode[];
  /** The finished HTML part (set by the layout; a mail that sets it is sent as it is). */
  html?: string;
  replyTo?: string;
  /**
   * The mail asks to be answered: replies go to the firm's contact address (the sender is a
   * no-reply one). The layout sets `replyTo` from it when the mail is queued.
   */
  replyToFirm?: boolean;
  /** Extra header lines (List-Unsubscribe of marketing mail), passed to the transport as they are. */
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /**
   * A calendar invitation (RFC 5546): sent as a `text/calendar; method=…` alternative part,
   * which mail programs offer to add to the calendar, and as an `.ics` attachment.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/**
 * Sends mail over SMTP when `smtpUrl` is set; otherwise writes each message as an .eml file
 * to `outboxDir` and logs where, so a local run can read codes and links without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const { from, logger } = options;
  if (options.smtpUrl) {
    // Bounded, so a send always ends well inside the outbox's claim on the message.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // Codes and links stay in the file: a log is read by more people than the mailbox.
      logger.info({ subject: message.subject, file }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}
