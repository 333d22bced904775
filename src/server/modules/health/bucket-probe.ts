import type { FileStorage } from '../../storage/file-storage';
import { HEALTH_CACHE_MS, type ProbeResult } from './probe';

/** Longer than a healthy bucket ever takes to answer a HeadBucket. */
const BUCKET_TIMEOUT_MS = 2000;

/**
 * Whether the bucket answers (HeadBucket: it exists and the keys may use it), asked at most once
 * a second and given up after two, like the other probes.
 */
export function createBucketProbe(
  storage: Pick<FileStorage, 'check'>,
  now: () => number = Date.now,
) {
  let last: { at: number; result: Promise<ProbeResult> } | undefined;
  return (): Promise<ProbeResult> => {
    if (!last || now() - last.at > HEALTH_CACHE_MS) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error('the bucket did not answer in time')),
          BUCKET_TIMEOUT_MS,
        );
      });
      const result = Promise.race([storage.check(), timeout])
        .then(
          (): ProbeResult => ({ ok: true }),
          (error: unknown): ProbeResult => ({ ok: false, error }),
        )
        .finally(() => clearTimeout(timer));
      last = { at: now(), result };
    }
    return last.result;
  };
}
