import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { mailOutbox } from '../../src/server/db/schema';

/** Mails not yet tried, or being sent now (a refused one waits for its next pass: not these). */
const onTheirWay = and(
  isNull(mailOutbox.sentAt),
  isNull(mailOutbox.failedAt),
  or(eq(mailOutbox.attempts, 0), isNotNull(mailOutbox.claimedUntil)),
);

/**
 * Resolves once every mail written to the outbox is through (the SMTP sink has it, or the mail
 * server refused it): what a test waits for before it counts mails, or says that none went out.
 * A request's mails are rows before its answer, so after the answers only their sending is left.
 */
export async function mailSettled(t: { db: Db }, timeoutMs = 15_000): Promise<void> {
  const waiting = async () =>
    (await t.db.select({ id: mailOutbox.id }).from(mailOutbox).where(onTheirWay)).length;
  await expect.poll(waiting, { timeout: timeoutMs, interval: 20 }).toBe(0);
}
