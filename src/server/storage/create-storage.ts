import type { Config } from '../config';
import { createBucketStorage } from './bucket-storage';
import { createLocalStorage, type FileStorage } from './file-storage';

/** The bucket when one is configured (`S3_BUCKET`), the local folders otherwise. */
export function createStorage(config: Pick<Config, 'bucket' | 'uploadsDir'>): FileStorage {
  return config.bucket ? createBucketStorage(config.bucket) : createLocalStorage(config.uploadsDir);
}
