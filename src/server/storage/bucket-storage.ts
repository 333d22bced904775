import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { extensionOf, MATERIAL_FILE_KINDS } from '../../shared/material-files';
import type { BucketConfig } from '../config';
import {
  checkedFolder,
  isSafeKey,
  PRIVATE_FILES_PATH,
  PUBLIC_FILES_PATH,
  type FileStorage,
  type StoredObject,
} from './file-storage';

/** The two areas are two prefixes of one bucket; only `public/` may ever be readable by all. */
export const PUBLIC_PREFIX = 'public/';
export const PRIVATE_PREFIX = 'private/';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  ...Object.fromEntries(Object.entries(MATERIAL_FILE_KINDS).map(([ext, kind]) => [ext, kind.mime])),
};
const typeOf = (key: string) => TYPES[extensionOf(key)] ?? 'application/octet-stream';

/** How an object of either area is stored: its type, and a day's cache for the public ones. */
export function objectFields(key: string) {
  return {
    ContentType: typeOf(key),
    ...(key.startsWith(PUBLIC_PREFIX) ? { CacheControl: 'public, max-age=86400' } : {}),
  };
}

/** The most keys one DeleteObjects request takes. */
const DELETE_BATCH = 1000;

const notThere = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

function checkedKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`invalid key ${key}`);
  return key;
}

export function createS3Client(config: BucketConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 asks for them: every S3-compatible server accepts that.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces), shared
 * by every instance. Covers are answered at /uploads/ as before: sent on to `S3_PUBLIC_URL`
 * when there is one, streamed from the bucket by the app otherwise. Private files are never
 * streamed by the app: an owner is sent to a signed address that expires in minutes.
 */
export function createBucketStorage(
  config: BucketConfig,
  client = createS3Client(config),
  /** The clock signed addresses start from (tests sign in the past instead of waiting). */
  now: () => Date = () => new Date(),
): FileStorage {
  const Bucket = config.bucket;

  async function get(Key: string, Range?: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key, Range }));
    } catch (error) {
      if (notThere(error)) return undefined;
      throw error;
    }
  }

  async function bytesOf(Key: string, Range?: string): Promise<Buffer | undefined> {
    const object = await get(Key, Range);
    return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
  }

  async function head(Key: string) {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key }));
    } catch (error) {
      if (notThere(error)) return undefined;
      throw error;
    }
  }

  async function put(Key: string, data: Buffer) {
    await client.send(new PutObjectCommand({ Bucket, Key, Body: data, ...objectFields(Key) }));
  }

  async function list(Prefix: string): Promise<StoredObject[]> {
    const found: StoredObject[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
      );
      for (const item of page.Contents ?? []) {
        if (!item.Key) continue;
        found.push({
          key: item.Key,
          size: item.Size ?? 0,
          modifiedAt: item.LastModified ?? new Date(0),
        });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return found;
  }

  return {
    driver: 'bucket',
    async save(key, data) {
      await put(PUBLIC_PREFIX + checkedKey(key), data);
      return `${PUBLIC_FILES_PATH}${key}`;
    },
    read: (key) => bytesOf(PUBLIC_PREFIX + checkedKey(key)),
    async publicFile(key) {
      if (!isSafeKey(key)) return undefined;
      if (config.publicUrl) return { kind: 'redirect', url: `${config.publicUrl}/${key}` };
      const object = await get(PUBLIC_PREFIX + key);
      if (!object?.Body) return undefined;
      return {
        kind: 'stream',
        body: object.Body as Readable,
        size: object.ContentLength,
        type: object.ContentType ?? typeOf(key),
      };
    },
    async savePrivate(key, data) {
      await put(PRIVATE_PREFIX + checkedKey(key), data);
      return `${PRIVATE_FILES_PATH}${key}`;
    },
    async savePrivateFile(key, file) {
      const Key = PRIVATE_PREFIX + checkedKey(key);
      const { size } = await stat(file);
      // One PUT takes up to 5 GB, more than the largest upload.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key,
          Body: createReadStream(file),
          ContentLength: size,
          ...objectFields(Key),
        }),
      );
    },
    async readPrivateInto(key, file) {
      const object = await get(PRIVATE_PREFIX + checkedKey(key));
      if (!object?.Body) return false;
      await pipeline(object.Body as Readable, createWriteStream(file));
      return true;
    },
    readPrivate: (key, length) =>
      bytesOf(
        PRIVATE_PREFIX + checkedKey(key),
        length === undefined ? undefined : `bytes=0-${length - 1}`,
      ),
    async statPrivate(key) {
      const facts = await head(PRIVATE_PREFIX + checkedKey(key));
      return (
        facts && { size: facts.ContentLength ?? 0, modifiedAt: facts.LastModified ?? new Date(0) }
      );
    },
    async listPrivate(prefix) {
      const objects = await list(PRIVATE_PREFIX + prefix);
      return objects.map((object) => ({ ...object, key: object.key.slice(PRIVATE_PREFIX.length) }));
    },
    async removePrivate(keys) {
      for (const key of keys) {
        await client.send(
          new DeleteObjectCommand({ Bucket, Key: PRIVATE_PREFIX + checkedKey(key) }),
        );
      }
    },
    async removePrivateFolder(prefix) {
      const keys = (await list(PRIVATE_PREFIX + checkedFolder(prefix))).map((object) => object.key);
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = answer.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(
            `${failed.length} objects under ${prefix} not removed: ${failed[0]?.Code}`,
          );
        }
      }
    },
    async privateFile(key, options = {}) {
      const command = new GetObjectCommand({
        Bucket,
        Key: PRIVATE_PREFIX + checkedKey(key),
        ResponseContentDisposition: options.disposition,
        ResponseCacheControl: 'private, no-store',
      });
      return {
        kind: 'redirect',
        url: await getSignedUrl(client, command, {
          expiresIn: config.signedUrlSeconds,
          signingDate: now(),
        }),
      };
    },
    async makePrivate(key, options = {}) {
      const from = PUBLIC_PREFIX + checkedKey(key);
      if (!(await head(from))) return false;
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: PRIVATE_PREFIX + key,
          CopySource: `${Bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
          MetadataDirective: 'REPLACE',
          ...objectFields(PRIVATE_PREFIX + key),
        }),
      );
      if (!options.keepPublic) await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
      return true;
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close: () => client.destroy(),
  };
}
