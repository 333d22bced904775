import http from 'node:http';

/** One answered (or failed) request: what it was, how long it took, and whether it was right. */
export type Sample = { kind: string; at: number; ms: number; status: number | string; ok: boolean };

export type RequestOptions = {
  cookie?: string;
  body?: unknown;
  /** The client address, as the site's reverse proxy forwards it. */
  forwardedFor?: string;
  /** The status that counts as right (200 unless said). */
  expect?: number;
};

/**
 * HTTP to one server over kept-alive connections, recording every request's latency (from
 * sending to the last byte of the answer) under its kind. Timeouts and refused connections are
 * samples too, never silently dropped.
 */
export function createRecorder(baseUrl: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const samples: Sample[] = [];

  function request(
    kind: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: RequestOptions = {},
  ): Promise<{ status: number; text: string } | undefined> {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const started = performance.now();
    const record = (status: number | string) => {
      const ok = status === (options.expect ?? 200);
      samples.push({ kind, at: started, ms: performance.now() - started, status, ok });
      return ok;
    };
    return new Promise((resolve) => {
      const outgoing = http.request(
        new URL(path, baseUrl),
        {
          method,
          agent,
          timeout: 10_000,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(options.cookie ? { cookie: options.cookie } : {}),
            ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
          },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const status = incoming.statusCode ?? 0;
            const text = Buffer.concat(chunks).toString();
            resolve(record(status) ? { status, text } : undefined);
          });
          incoming.on('error', () => resolve(void record('aborted')));
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
      outgoing.on('error', (error) => resolve(void record(error.message)));
      outgoing.end(body);
    });
  }

  return { request, samples, close: () => agent.destroy() };
}

export type Recorder = ReturnType<typeof createRecorder>;

/**
 * An open-loop load: `perSecond` actions started at a fixed pace for `seconds`, whether the
 * earlier ones have finished or not (as independent visitors arrive), at most `maxInFlight` at
 * once (past that an action is counted as refused, an error). Stops by itself.
 */
export async function runAtRate(options: {
  perSecond: number;
  seconds: number;
  next: () => Promise<unknown>;
  maxInFlight?: number;
}): Promise<{ started: number; refused: number }> {
  const { perSecond, seconds, next, maxInFlight = 200 } = options;
  const begin = performance.now();
  const running = new Set<Promise<unknown>>();
  let started = 0;
  let refused = 0;
  while (performance.now() - begin < seconds * 1000) {
    const due = Math.floor(((performance.now() - begin) / 1000) * perSecond);
    while (started + refused < due) {
      if (running.size >= maxInFlight) {
        refused += 1;
        continue;
      }
      started += 1;
      const action = next().finally(() => running.delete(action));
      running.add(action);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(running);
  return { started, refused };
}

/** The p-th percentile (0–100) of the values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
