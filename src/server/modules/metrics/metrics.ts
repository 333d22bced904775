import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { OperationsSnapshot } from './operations';

/** Up to 10 s: slower than that is a request timing out, and the +Inf bucket says so. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The app's Prometheus metrics on a registry of its own: request durations by route pattern
 * (never the address as asked, so ids and query strings cannot multiply the series), the
 * response cache, what waits or failed in the database, and Node's own (event-loop lag, heap).
 */
export function createMetrics(options: {
  cache: { hits: () => number; misses: () => number };
  readOperations: () => Promise<OperationsSnapshot>;
  log: FastifyBaseLogger;
}) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request that reached the application, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  new Counter({
    name: 'response_cache_requests_total',
    help: 'Cacheable requests answered from memory (hit) or by the application (miss)',
    labelNames: ['result'] as const,
    registers,
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, options.cache.hits());
      this.inc({ result: 'miss' }, options.cache.misses());
    },
  });

  const databaseUp = new Gauge({
    name: 'metrics_database_up',
    help: 'Whether the database answered the questions below at this scrape (1) or not (0)',
    registers,
  });
  const jobs = new Gauge({
    name: 'job_queue_jobs',
    help: 'Durable jobs by queue and state: created (waiting), retry, active, failed',
    labelNames: ['queue', 'state'] as const,
    registers,
  });
  const invoices = new Gauge({
    name: 'invoices',
    help: 'ARCA invoices and credit notes still to issue (pending) or refused (failed)',
    labelNames: ['status'] as const,
    registers,
  });
  const paymentsAwaitingSync = new Gauge({
    name: 'payments_awaiting_sync',
    help: 'Purchases the reconciliation pass still has to check with the payment provider',
    registers,
  });
  const mail = new Gauge({
    name: 'mail_outbox_messages',
    help: 'Undelivered e-mails: pending (first try), retrying (refused before), failed (given up)',
    labelNames: ['state'] as const,
    registers,
  });
  const fromDatabase = [jobs, invoices, paymentsAwaitingSync, mail];

  async function readDatabase(): Promise<void> {
    for (const gauge of fromDatabase) gauge.reset();
    try {
      const now = await options.readOperations();
      for (const row of now.jobs) jobs.set({ queue: row.queue, state: row.state }, row.count);
      invoices.set({ status: 'pending' }, now.invoices.pending);
      invoices.set({ status: 'failed' }, now.invoices.failed);
      paymentsAwaitingSync.set(now.paymentsAwaitingSync);
      for (const state of ['pending', 'retrying', 'failed'] as const) {
        mail.set({ state }, now.mail[state]);
      }
      databaseUp.set(1);
    } catch (error) {
      options.log.warn({ err: error }, 'metrics: the database did not answer');
      databaseUp.set(0);
    }
  }

  return {
    contentType: registry.contentType,
    /** Records one answered request under its route pattern. */
    observeRequest(method: string, route: string, statusCode: number, seconds: number) {
      requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
    /** The exposition text, with the database's figures read now. */
    async render(): Promise<string> {
      await readDatabase();
      return registry.metrics();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
