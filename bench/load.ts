import autocannon, { type Request, type Result } from 'autocannon';
import { LOAD } from './budgets';

export type LoadOptions = {
  url: string;
  connections?: number;
  durationSeconds?: number;
  /** A shorter run first whose figures are thrown away (JIT, caches, connection pools). */
  warmupSeconds?: number;
  requests?: Request[];
  /** Each connection's own requests (its own session cookie, say), by connection number. */
  requestsOfConnection?: (index: number) => Request[];
};

export type LoadFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  total: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
};

function figures(result: Result): LoadFigures {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
    ),
  };
}

function once(options: LoadOptions, durationSeconds: number): Promise<Result> {
  let connection = 0;
  const perConnection = options.requestsOfConnection;
  return autocannon({
    url: options.url,
    connections: options.connections ?? LOAD.connections,
    duration: durationSeconds,
    ...(options.requests ? { requests: options.requests } : {}),
    ...(perConnection
      ? { setupClient: (client) => client.requestIterator.setRequests(perConnection(connection++)) }
      : {}),
  });
}

/** Load with autocannon after a warm-up; latencies in milliseconds. */
export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const warmup = options.warmupSeconds ?? LOAD.warmupSeconds;
  if (warmup > 0) await once(options, warmup);
  return figures(await once(options, options.durationSeconds ?? LOAD.durationSeconds));
}

/** Every answer was a 2xx and nothing failed on the way. */
export const clean = (load: LoadFigures) =>
  load.errors === 0 && load.timeouts === 0 && load.non2xx === 0;
