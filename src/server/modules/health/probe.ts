import { ping, type Db } from '../../db/client';

/** How long one answer of the database serves every health check that follows. */
export const HEALTH_CACHE_MS = 1000;

export type ProbeResult = { ok: true } | { ok: false; error: unknown };

/**
 * Whether the database answers, asked at most once a second however many checks arrive: a
 * load balancer polling hard, or a benchmark, must not make the database the bottleneck.
 */
export function createDatabaseProbe(db: Pick<Db, 'execute'>, now: () => number = Date.now) {
  let last: { at: number; result: Promise<ProbeResult> } | undefined;
  return (): Promise<ProbeResult> => {
    if (!last || now() - last.at > HEALTH_CACHE_MS) {
      const result = ping(db).then(
        (): ProbeResult => ({ ok: true }),
        (error: unknown): ProbeResult => ({ ok: false, error }),
      );
      last = { at: now(), result };
    }
    return last.result;
  };
}
