import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Mailer, MailMessage } from './mailer';

/** How long a claim holds a row: well above the mailer's own time limits (see mailer.ts). */
export const CLAIM_MS = 60_000;
/** Minutes to wait after the n-th failed attempt; after the last, every hour. */
const BACKOFF_MINUTES = [1, 2, 4, 8, 16, 32, 60];
/** A message still refused after this long is given up on (and logged as an error). */
const GIVE_UP_MS = 24 * 60 * 60 * 1000;
const BATCH = 20;

type OutboxRow = typeof mailOutbox.$inferSelect;

/** A message as the outbox stores it: attachments as base64 text (the column is JSON). */
export type StoredMessage = Omit<MailMessage, 'attachments' | 'body' | 'replyToFirm'> & {
  attachments?: { filename: string; content: string; contentType: string }[];
};

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the layout has used them by now
const toStored = ({ attachments, body, replyToFirm, ...message }: MailMessage): StoredMessage => ({
  ...message,
  ...(attachments
    ? { attachments: attachments.map((f) => ({ ...f, content: f.content.toString('base64') })) }
    : {}),
});

export const fromStored = ({ attachments, ...message }: StoredMessage): MailMessage => ({
  ...message,
  ...(attachments
    ? { attachments: attachments.map((f) => ({ ...f, content: Buffer.from(f.content, 'base64') })) }
    : {}),
});

export type MailOutbox = {
  /**
   * Writes `message` with the caller's transaction, so it exists exactly when the change that
   * promises it commits. With a `key`, a second message of that key is not written. Answers the
   * row's id, to hand to `deliver` after the commit (or undefined when the key was taken).
   */
  queue(tx: Db, message: MailMessage, options?: { key?: string }): Promise<string | undefined>;
  /** Tries to send these rows now; whatever does not leave is left to `deliverDue`. */
  deliver(ids: (string | undefined)[]): Promise<boolean>;
  /** Sends every row that is due: never sent, not claimed, past its backoff. Answers how many left. */
  deliverDue(): Promise<number>;
  /** When the first claim on an unsent row runs out (null when none is held). */
  firstClaimEnd(): Promise<Date | null>;
};

/**
 * The transactional outbox every e-mail goes through. A row is claimed before it is sent (one
 * instance at a time) and marked sent after, so it leaves once; a refusal moves it back with a
 * growing wait, and an instance that died holding a claim loses it after `CLAIM_MS`.
 */
export function createMailOutbox(options: {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Makes the message as it is sent (the firm's layout), once, when it is queued. */
  layout?: (message: MailMessage) => MailMessage;
}): MailOutbox {
  const { db, mailer, log, now, layout = (message) => message } = options;

  async function claim(condition: ReturnType<typeof and>): Promise<OutboxRow[]> {
    const at = now();
    const claimable = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          condition,
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
          or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, at)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        claimedUntil: new Date(at.getTime() + CLAIM_MS),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, claimable))
      .returning();
  }

  async function send(row: OutboxRow): Promise<boolean> {
    const message = fromStored(row.message as StoredMessage);
    try {
      await mailer.send(message);
    } catch (error) {
      const at = now();
      const wait = BACKOFF_MINUTES[Math.min(row.attempts, BACKOFF_MINUTES.length) - 1]!;
      const givenUp = at.getTime() - row.createdAt.getTime() > GIVE_UP_MS;
      (givenUp ? log.error : log.warn).call(
        log,
        { err: error, mailId: row.id, subject: message.subject, attempts: row.attempts },
        givenUp ? 'mail given up after a day of failures' : 'mail not sent; retried later',
      );
      await db
        .update(mailOutbox)
        .set({
          claimedUntil: null,
          nextAttemptAt: new Date(at.getTime() + wait * 60_000),
          lastError: error instanceof Error ? error.message : String(error),
          ...(givenUp ? { failedAt: at } : {}),
        })
        .where(eq(mailOutbox.id, row.id));
      return false;
    }
    await db
      .update(mailOutbox)
      .set({ sentAt: now(), claimedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, row.id));
    return true;
  }

  async function sendAll(rows: OutboxRow[]): Promise<number> {
    let sent = 0;
    for (const row of rows) if (await send(row)) sent += 1;
    return sent;
  }

  return {
    async queue(tx, message, { key } = {}) {
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          message: toStored(layout(message)),
          dedupeKey: key ?? null,
          createdAt: now(),
          nextAttemptAt: now(),
        })
        .onConflictDoNothing({ target: mailOutbox.dedupeKey })
        .returning({ id: mailOutbox.id });
      return row?.id;
    },

    async deliver(ids) {
      const wanted = ids.filter((id): id is string => id !== undefined);
      if (wanted.length === 0) return true;
      try {
        const rows = await claim(inArray(mailOutbox.id, wanted));
        return (await sendAll(rows)) === wanted.length;
      } catch (error) {
        // The rows are committed: the next pass sends them.
        log.error({ err: error }, 'mail delivery deferred');
        return false;
      }
    },

    async deliverDue() {
      let sent = 0;
      for (;;) {
        const rows = await claim(lte(mailOutbox.nextAttemptAt, now()));
        if (rows.length === 0) return sent;
        sent += await sendAll(rows);
      }
    },

    async firstClaimEnd() {
      const [row] = await db
        .select({ claimedUntil: mailOutbox.claimedUntil })
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            isNull(mailOutbox.failedAt),
            gt(mailOutbox.claimedUntil, now()),
          ),
        )
        .orderBy(asc(mailOutbox.claimedUntil))
        .limit(1);
      return row?.claimedUntil ?? null;
    },
  };
}
