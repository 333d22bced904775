import { and, count, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, mailOutbox, purchases } from '../../db/schema';

/** What an operator watches in the database, read at scrape time (a few indexed counts). */
export type OperationsSnapshot = {
  /** Jobs of the durable queue by queue name and pg-boss state (waiting, retrying, failed…). */
  jobs: { queue: string; state: string; count: number }[];
  /** ARCA invoices and credit notes still to be issued, and those ARCA refused. */
  invoices: { pending: number; failed: number };
  /** Purchases the reconciliation pass still has to ask the provider about. */
  paymentsAwaitingSync: number;
  /** Promised e-mails not yet delivered: first try, failed and retrying, given up. */
  mail: { pending: number; retrying: number; failed: number };
};

/**
 * The pg-boss states worth watching; completed and cancelled jobs are history. pg-boss's own
 * queues (`__pgboss__…`, its cron) are its business.
 */
const WATCHED_JOB_STATES = ['created', 'retry', 'active', 'failed'];

async function jobCounts(
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>,
) {
  // The queue's tables appear on its first start (main.ts); before that there is nothing to count.
  const { rows: exists } = await executeSql(`select to_regclass('pgboss.job') is not null as ok`);
  if (!(exists[0] as { ok: boolean } | undefined)?.ok) return [];
  const { rows } = await executeSql(
    `select name as queue, state::text as state, count(*)::int as count
       from pgboss.job where state::text = any($1) and left(name, 10) <> '__pgboss__'
      group by name, state`,
    [WATCHED_JOB_STATES],
  );
  return rows as OperationsSnapshot['jobs'];
}

export async function readOperations(database: {
  db: Db;
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
}): Promise<OperationsSnapshot> {
  const { db } = database;
  const [jobs, invoiceRows, [awaiting], [mail], [failedMail]] = await Promise.all([
    jobCounts(database.executeSql),
    db
      .select({ status: invoices.status, count: count() })
      .from(invoices)
      .where(inArray(invoices.status, ['pending', 'failed']))
      .groupBy(invoices.status),
    db.select({ count: count() }).from(purchases).where(isNotNull(purchases.nextCheckAt)),
    db
      .select({
        pending: sql<number>`count(*) filter (where ${mailOutbox.attempts} = 0)`.mapWith(Number),
        retrying: sql<number>`count(*) filter (where ${mailOutbox.attempts} > 0)`.mapWith(Number),
      })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt))),
    db.select({ count: count() }).from(mailOutbox).where(isNotNull(mailOutbox.failedAt)),
  ]);
  const invoicesIn = (status: string) => invoiceRows.find((row) => row.status === status)?.count;
  return {
    jobs,
    invoices: { pending: invoicesIn('pending') ?? 0, failed: invoicesIn('failed') ?? 0 },
    paymentsAwaitingSync: awaiting?.count ?? 0,
    mail: {
      pending: mail?.pending ?? 0,
      retrying: mail?.retrying ?? 0,
      failed: failedMail?.count ?? 0,
    },
  };
}
