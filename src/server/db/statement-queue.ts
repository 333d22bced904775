import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A unit of work, such as one HTTP request: its statements on the embedded database go before
 * those of every unit begun after it. The embedded database runs one statement at a time; in
 * plain arrival order, each of a request's statements would wait behind the statements of all
 * the requests that arrived while the previous one ran, so a request of three statements waited
 * three times for everyone, and under load every request finished late instead of most early.
 */
export type Unit = { readonly order: number };

const currentUnit = new AsyncLocalStorage<Unit>();
let unitsBegun = 0;

export const beginUnit = (): Unit => ({ order: unitsBegun++ });

/** Runs `work` (and everything it starts) as part of `unit`. */
export const inUnit = <T>(unit: Unit, work: () => T): T => currentUnit.run(unit, work);

type Waiting = { order: number; arrival: number; start: () => void };

/**
 * Runs statements one at a time, the earliest-begun unit's first; a statement outside any unit
 * counts as a unit begun when it arrives. The next statement is chosen once the caller of the
 * last one has had its turn (setImmediate), so that a unit's following statement is already
 * waiting; the database runs on this thread, so nothing is lost meanwhile.
 */
export function createStatementQueue() {
  const waiting: Waiting[] = [];
  let arrivals = 0;
  let busy = false;
  let choosing = false;

  function startNext() {
    choosing = false;
    if (busy || waiting.length === 0) return;
    let next = 0;
    for (let i = 1; i < waiting.length; i++) {
      const [candidate, chosen] = [waiting[i]!, waiting[next]!];
      if (candidate.order < chosen.order) next = i;
      else if (candidate.order === chosen.order && candidate.arrival < chosen.arrival) next = i;
    }
    busy = true;
    waiting.splice(next, 1)[0]!.start();
  }

  function chooseSoon() {
    if (choosing) return;
    choosing = true;
    setImmediate(startNext);
  }

  return function run<T>(statement: () => Promise<T>): Promise<T> {
    const order = currentUnit.getStore()?.order ?? beginUnit().order;
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        statement()
          .then(resolve, reject)
          .finally(() => {
            busy = false;
            chooseSoon();
          });
      };
      waiting.push({ order, arrival: arrivals++, start });
      chooseSoon();
    });
  };
}

/** The embedded database with its statements and transactions taken in unit order. */
export function queuedClient(client: PGlite): PGlite {
  const run = createStatementQueue();
  const queued: Record<string, unknown> = {
    query: (...args: Parameters<PGlite['query']>) => run(() => client.query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => run(() => client.exec(...args)),
    transaction: (...args: Parameters<PGlite['transaction']>) =>
      run(() => client.transaction(...args)),
    // Closing takes its turn too: statements asked for before it still run.
    close: () => run(() => client.close()),
  };
  return new Proxy(client, {
    get(target, property) {
      if (typeof property === 'string' && property in queued) return queued[property];
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the instance, not the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
