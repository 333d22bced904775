import type { ServiceContext } from '../context';

/**
 * A pass through the durable job queue on a cron schedule (one instance per slot), and one at
 * start, so that what came due while no instance ran goes now. A failed pass waits for the
 * next slot (no retries: the next pass does the same work).
 */
export async function startScheduledPass(
  ctx: ServiceContext,
  job: { name: string; cron: string; pass: () => Promise<unknown> },
): Promise<void> {
  await ctx.jobs.work(
    job.name,
    async () => {
      await job.pass();
    },
    { retryLimit: 0 },
  );
  await ctx.jobs.every(job.name, job.cron);
  await job
    .pass()
    .catch((error: unknown) =>
      ctx.log.error({ err: error, job: job.name }, 'scheduled pass failed'),
    );
}
