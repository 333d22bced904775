import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { InvalidationChannel } from '../../src/server/invalidation/invalidation';

/** A logger whose JSON lines the test reads. */
export function recordingLog() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream) as unknown as FastifyBaseLogger, lines };
}

/** Waits (polling, bounded) until `condition` holds. */
export async function until(condition: () => boolean, what: string, withinMs = 5_000) {
  const deadline = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Starts `channel` listening; what it hears, and how often it reported a possible loss. */
export async function listenTo(channel: InvalidationChannel) {
  const heard: string[] = [];
  let missed = 0;
  await channel.listen(
    (message) => heard.push(message),
    () => (missed += 1),
  );
  return { heard, missed: () => missed };
}
