import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../tests/support/s3-server';
import { loadConfig } from '../config';
import { createBucketStorage } from './bucket-storage';
import { createLocalStorage } from './file-storage';

const run = promisify(execFile);

describe('npm run storage:migrate', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.close();
  });

  /** The copy as an operator runs it, on the uploads of `dataDir`. */
  async function migrate(dataDir: string) {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/server/storage/copy-to-bucket-cli.ts'],
      { env: { ...process.env, ...s3.env, NODE_ENV: 'test', DATA_DIR: dataDir } },
    );
    return stdout;
  }

  it('copies the local covers, lessons and materials to the bucket, once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'migrate-test-'));
    const local = createLocalStorage(path.join(dataDir, 'uploads'));
    const cover = randomBytes(300);
    const lesson = randomBytes(5000);
    const material = randomBytes(700);
    await local.save('courses/portada.webp', cover);
    await local.savePrivate('lessons/clase 1.webm', lesson);
    await local.savePrivate(
      'materials/0123456789abcdef0123456789abcdef/Plan de cuentas.xlsx',
      material,
    );

    const first = await migrate(dataDir);
    expect(first).toContain('copied public/courses/portada.webp (300 bytes)');
    expect(first).toContain('copied private/lessons/clase 1.webm (5000 bytes)');
    expect(first).toContain('3 copied to estudio-test, 0 already there.');

    const bucket = createBucketStorage(loadConfig({ NODE_ENV: 'test', ...s3.env }).bucket!);
    expect((await bucket.read('courses/portada.webp'))?.equals(cover)).toBe(true);
    expect((await bucket.readPrivate('lessons/clase 1.webm'))?.equals(lesson)).toBe(true);
    const materials = await bucket.listPrivate('materials/');
    expect(materials.map((file) => [file.key, file.size])).toEqual([
      ['materials/0123456789abcdef0123456789abcdef/Plan de cuentas.xlsx', 700],
    ]);
    // Covers stay public in the bucket, and keep their type and lifetime.
    const served = await bucket.publicFile('courses/portada.webp');
    expect(served).toMatchObject({ kind: 'stream', type: 'image/webp', size: 300 });
    if (served?.kind === 'stream') served.body.resume();

    expect(await migrate(dataDir)).toBe('0 copied to estudio-test, 3 already there.\n');

    // A file changed since (another size) is copied again; the others are left alone.
    const edited = randomBytes(6000);
    writeFileSync(path.join(local.privateRoot, 'lessons', 'clase 1.webm'), edited);
    expect(await migrate(dataDir)).toBe(
      'copied private/lessons/clase 1.webm (6000 bytes)\n' +
        '1 copied to estudio-test, 2 already there.\n',
    );
    expect((await bucket.readPrivate('lessons/clase 1.webm'))?.equals(edited)).toBe(true);
    bucket.close();
  });

  it('refuses to run without a bucket', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'migrate-test-'));
    const failed = await run(
      process.execPath,
      ['--import', 'tsx', 'src/server/storage/copy-to-bucket-cli.ts'],
      {
        env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, S3_BUCKET: '' },
      },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain('S3_BUCKET is not set');
  });
});
