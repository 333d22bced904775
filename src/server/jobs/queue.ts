import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

export type JobOptions = { retryLimit?: number; retryDelay?: number; startAfter?: Date };
export type JobHandler<T> = (
  data: T,
  job: { id: string; retryCount: number; retryLimit: number },
) => Promise<void>;

/** How work that must survive a restart is handed over: a durable job in the database. */
export type JobQueue = {
  /** Queues a job; before `start` (tests that do not run workers) it is skipped and says so. */
  send<T extends object>(name: string, data: T, options?: JobOptions): Promise<void>;
  /** Runs `handler` for each job of `name`, one at a time per instance; a throw retries it. */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: JobOptions): Promise<void>;
  /** Queues `name` on a cron schedule (one run per slot across all instances). */
  every(name: string, cron: string): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * pg-boss over the application's own database (PGlite or PostgreSQL): jobs are rows, fetched
 * with SKIP LOCKED, retried with backoff, and run once across any number of instances.
 */
export function createJobQueue(options: {
  database: Database;
  log: FastifyBaseLogger;
  pollingIntervalSeconds?: number;
}): JobQueue {
  const { database, log } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // Supervision and cron run on one instance at a time (pg-boss elects it in the database).
    supervise: true,
    schedule: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  let started = false;
  const queues = new Set<string>();

  async function ensureQueue(name: string, jobOptions: JobOptions = {}) {
    if (queues.has(name)) return;
    await boss.createQueue(name, {
      name,
      retryLimit: jobOptions.retryLimit ?? 8,
      retryDelay: jobOptions.retryDelay ?? 30,
      retryBackoff: true,
    });
    queues.add(name);
  }

  return {
    async send(name, data, jobOptions = {}) {
      if (!started) {
        log.debug({ job: name }, 'job queue not started: job left to the next sweep');
        return;
      }
      await ensureQueue(name);
      await boss.send(name, data, {
        ...(jobOptions.retryLimit !== undefined ? { retryLimit: jobOptions.retryLimit } : {}),
        ...(jobOptions.retryDelay !== undefined
          ? { retryDelay: jobOptions.retryDelay, retryBackoff: true }
          : {}),
        ...(jobOptions.startAfter ? { startAfter: jobOptions.startAfter } : {}),
      });
    },
    async work(name, handler, jobOptions) {
      await ensureQueue(name, jobOptions);
      await boss.work<object>(
        name,
        {
          batchSize: 1,
          includeMetadata: true,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        },
        async ([job]) => {
          if (!job) return;
          await handler(job.data as never, {
            id: job.id,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
          });
        },
      );
    },
    async every(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron, {}, { tz: 'America/Argentina/Buenos_Aires' });
    },
    async start() {
      await boss.start();
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      // Well inside main.ts's 10 s shutdown limit.
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
