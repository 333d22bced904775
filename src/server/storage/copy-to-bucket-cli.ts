/**
 * `npm run storage:migrate`: copies the local uploads (covers, lessons, materials) into the
 * bucket configured with S3_BUCKET, before the site is started with it. Safe to run again.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../config';
import { createS3Client } from './bucket-storage';
import { copyFoldersToBucket } from './copy-to-bucket';
import { privateFolderOf } from './file-storage';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
if (!config.bucket) {
  console.error('S3_BUCKET is not set: there is no bucket to copy the files to.');
  process.exit(1);
}
const client = createS3Client(config.bucket);
try {
  const report = await copyFoldersToBucket({
    client,
    bucket: config.bucket.bucket,
    publicFolder: config.uploadsDir,
    privateFolder: privateFolderOf(config.uploadsDir),
    onCopied: (key, size) => console.log(`copied ${key} (${size} bytes)`),
  });
  console.log(
    `${report.copied.length} copied to ${config.bucket.bucket}, ${report.skipped} already there.`,
  );
} finally {
  client.destroy();
}
