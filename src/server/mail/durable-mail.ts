import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/queue';
import type { Mailer, MailMessage } from './mailer';

/** The job that delivers a message SMTP refused or could not take at the time. */
export const MAIL_JOB = 'deliver-mail';

/** A message as a job carries it: attachments as base64 text (job data is JSON). */
type QueuedMessage = Omit<MailMessage, 'attachments'> & {
  attachments?: { filename: string; content: string; contentType: string }[];
};

const toQueued = ({ attachments, ...message }: MailMessage): QueuedMessage => ({
  ...message,
  ...(attachments
    ? {
        attachments: attachments.map((file) => ({
          ...file,
          content: file.content.toString('base64'),
        })),
      }
    : {}),
});

const fromQueued = ({ attachments, ...message }: QueuedMessage): MailMessage => ({
  ...message,
  ...(attachments
    ? {
        attachments: attachments.map((file) => ({
          ...file,
          content: Buffer.from(file.content, 'base64'),
        })),
      }
    : {}),
});

/**
 * How services send mail: at once when the mail server takes it; otherwise the message becomes
 * a durable job, retried with backoff (surviving restarts) until it is delivered. The answer
 * says whether it left now.
 */
export function createDurableSendMail(mailer: Mailer, jobs: JobQueue, log: FastifyBaseLogger) {
  return async function sendMail(message: MailMessage): Promise<boolean> {
    try {
      await mailer.send(message);
      return true;
    } catch (error) {
      log.error({ err: error, subject: message.subject }, 'mail not sent now; queued to retry');
      try {
        await jobs.send(MAIL_JOB, { message: toQueued(message) });
      } catch (queueError) {
        log.error({ err: queueError, subject: message.subject }, 'mail could not be queued');
      }
      return false;
    }
  };
}

/** The worker that delivers queued mail: every 1, 2, 4… minutes for about a day. */
export async function startMailDelivery(mailer: Mailer, jobs: JobQueue): Promise<void> {
  await jobs.work<{ message: QueuedMessage }>(
    MAIL_JOB,
    async ({ message }) => mailer.send(fromQueued(message)),
    { retryLimit: 11, retryDelay: 60 },
  );
}
