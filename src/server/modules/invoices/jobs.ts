import { and, eq, lte } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { invoices } from '../../db/schema';
import { issueVoucher, recordFailure } from './issue';
import { ISSUE_VOUCHER_JOB } from './outbox';

const SWEEP_JOB = 'sweep-vouchers';
/** A voucher still pending this long without a try is handed to the queue again. */
const STALE_MS = 15 * 60 * 1000;

/**
 * Vouchers owed but not being worked on (a crash between the commit and the job) go back to
 * work: those untouched for `staleMs`, or every pending one with 0.
 */
export async function sweepOwedVouchers(
  ctx: ServiceContext,
  staleMs: number = STALE_MS,
): Promise<number> {
  const stale = await ctx.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'pending'),
        lte(invoices.updatedAt, new Date(ctx.now().getTime() - staleMs)),
      ),
    );
  for (const { id } of stale) await ctx.jobs.send(ISSUE_VOUCHER_JOB, { invoiceId: id });
  return stale.length;
}

/**
 * Workers for electronic vouchers: each owed voucher is issued by a job retried with backoff
 * (ARCA down or refusing leaves the purchase approved and the course granted), and every five
 * minutes a sweep re-queues what a crash left behind. On start every owed voucher is queued
 * again: the job of a process killed mid-issue stays 'active' until pg-boss expires it
 * (15 minutes), and its replacement takes the voucher over at once instead. A second job for
 * one voucher is harmless: issueVoucher looks again under the numbering lock. Off without ARCA
 * configuration.
 */
export async function startInvoicing(ctx: ServiceContext): Promise<void> {
  const { arca } = ctx;
  if (!arca) return;
  await ctx.jobs.work<{ invoiceId: string }>(
    ISSUE_VOUCHER_JOB,
    async ({ invoiceId }, job) => {
      try {
        await issueVoucher(ctx, arca, invoiceId);
      } catch (error) {
        await recordFailure(ctx, invoiceId, error, job.retryCount >= job.retryLimit);
        throw error;
      }
    },
    { retryLimit: 10, retryDelay: 60 },
  );
  await ctx.jobs.work(SWEEP_JOB, async () => {
    await sweepOwedVouchers(ctx);
  });
  await ctx.jobs.every(SWEEP_JOB, '*/5 * * * *');
  await sweepOwedVouchers(ctx, 0);
}

/** The admin's 'Reintentar': a failed or stuck voucher is owed again, now. */
export async function retryVoucher(ctx: ServiceContext, invoiceId: string): Promise<boolean> {
  const [row] = await ctx.db
    .update(invoices)
    .set({ status: 'pending', updatedAt: ctx.now() })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'failed')))
    .returning({ id: invoices.id });
  const [current] = row
    ? [row]
    : await ctx.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'pending')));
  if (!current) return false;
  await ctx.jobs.send(ISSUE_VOUCHER_JOB, { invoiceId });
  return true;
}
