import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export type ScryptJob = {
  password: string;
  salt: Buffer;
  keyLength: number;
  params: { N: number; r: number; p: number };
};

/**
 * How far a hashing thread lowers its priority (nice value): below the event loop, so a flood of
 * logins leaves the rest of the server its processor, but above background work such as video
 * transcodes (19, TOOL_NICENESS). At 19 a login on a busy machine waited half a minute.
 */
export const HASH_NICENESS = 10;

/**
 * The worker's code, as plain JavaScript so it runs the same under tsx, Vitest and a build. It
 * lowers its own thread's priority (Linux: a thread is a task with an id of its own under
 * /proc/thread-self, and anyone may lower a priority), then hashes synchronously on that thread.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { readlinkSync } = require('node:fs');
const { setPriority } = require('node:os');
try {
  const taskId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(taskId) && taskId > 0) setPriority(taskId, ${HASH_NICENESS});
} catch {}
parentPort.on('message', ({ id, password, salt, keyLength, params }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keyLength, { ...params, maxmem: 256 * 1024 * 1024 });
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

type Pending = { resolve: (key: Buffer) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; job: number | undefined };

/**
 * Password hashing off the event loop and out of libuv's shared threads: a few worker threads
 * of low priority, one hash each at a time, the rest queued in order. Hashing then uses mostly
 * the processor time the rest of the server leaves, so a flood of logins makes logins slower and
 * little else.
 */
export function createHashPool(size: number) {
  const slots: Slot[] = [];
  const queue: { id: number; job: ScryptJob }[] = [];
  const pending = new Map<number, Pending>();
  let nextId = 0;

  function settle(id: number, outcome: { key?: Uint8Array; error?: string }) {
    const waiter = pending.get(id);
    pending.delete(id);
    if (!waiter) return;
    if (outcome.key) waiter.resolve(Buffer.from(outcome.key));
    else waiter.reject(new Error(outcome.error ?? 'password hashing failed'));
  }

  function startWorker(): Slot {
    // No inherited flags: the source is plain CommonJS whatever the process was started with.
    const worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [] });
    const slot: Slot = { worker, job: undefined };
    slot.worker.on('message', (message: { id: number; key?: Uint8Array; error?: string }) => {
      slot.job = undefined;
      slot.worker.unref();
      settle(message.id, message);
      dispatch();
    });
    // A worker that dies (out of memory, say) fails its hash and is replaced on the next one.
    slot.worker.on('error', (error) => {
      const job = slot.job;
      slots.splice(slots.indexOf(slot), 1);
      if (job !== undefined) settle(job, { error: error.message });
      dispatch();
    });
    slots.push(slot);
    return slot;
  }

  function dispatch() {
    while (queue.length > 0) {
      const idle = slots.find((slot) => slot.job === undefined);
      const slot = idle ?? (slots.length < size ? startWorker() : undefined);
      if (!slot) return;
      const { id, job } = queue.shift()!;
      slot.job = id;
      // A thread holds the process open while it hashes, never while it waits for work.
      slot.worker.ref();
      slot.worker.postMessage({ id, ...job });
    }
  }

  return {
    run(job: ScryptJob): Promise<Buffer> {
      const id = nextId++;
      const done = new Promise<Buffer>((resolve, reject) => pending.set(id, { resolve, reject }));
      queue.push({ id, job });
      dispatch();
      return done;
    },
    /** Hashes running now (for tests and diagnostics). */
    running: () => slots.filter((slot) => slot.job !== undefined).length,
    size,
  };
}

/**
 * One hashing thread per processor but one, at least one and at most four: on a two-core
 * machine one core is always left to answer everything else.
 */
export const HASH_THREADS = Math.min(4, Math.max(1, availableParallelism() - 1));
