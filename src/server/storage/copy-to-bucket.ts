import { createReadStream } from 'node:fs';
import path from 'node:path';
import {
  HeadObjectCommand,
  PutObjectCommand,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';
import { objectFields, PRIVATE_PREFIX, PUBLIC_PREFIX } from './bucket-storage';
import { filesUnder } from './file-storage';

export type CopyReport = { copied: { key: string; size: number }[]; skipped: number };

async function sizeInBucket(client: S3Client, Bucket: string, Key: string) {
  try {
    return (await client.send(new HeadObjectCommand({ Bucket, Key }))).ContentLength;
  } catch (error) {
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
      return undefined;
    }
    throw error;
  }
}

/**
 * Copies the files of the local folders (the public uploads and the private area) into the
 * bucket, under `public/` and `private/`; a file the bucket already holds with the same size is
 * left alone, so the copy can be run again after a failure or a last upload. `onCopied` hears
 * each file as it goes.
 */
export async function copyFoldersToBucket(options: {
  client: S3Client;
  bucket: string;
  publicFolder: string;
  privateFolder: string;
  onCopied?: (key: string, size: number) => void;
}): Promise<CopyReport> {
  const { client, bucket } = options;
  const report: CopyReport = { copied: [], skipped: 0 };
  const areas = [
    [options.publicFolder, PUBLIC_PREFIX],
    [options.privateFolder, PRIVATE_PREFIX],
  ] as const;
  for (const [folder, prefix] of areas) {
    for (const file of await filesUnder(folder, folder)) {
      const Key = prefix + file.key;
      if ((await sizeInBucket(client, bucket, Key)) === file.size) {
        report.skipped += 1;
        continue;
      }
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key,
          Body: createReadStream(path.join(folder, file.key)),
          ContentLength: file.size,
          ...objectFields(Key),
        }),
      );
      report.copied.push({ key: Key, size: file.size });
      options.onCopied?.(Key, file.size);
    }
  }
  return report;
}
