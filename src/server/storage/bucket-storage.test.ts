import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, verifiedPerson } from '../../../tests/support/accounts';
import { createCourse, enroll } from '../../../tests/support/courses';
import { pdfFile } from '../../../tests/support/office-files';
import { startS3Server } from '../../../tests/support/s3-server';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { loadConfig } from '../config';
import { readCoverPicture, storeCoverPicture } from '../modules/courses/cover-picture';
import { materialRows, storeMaterialFile } from '../modules/courses/material-files';
import {
  sweepUnusedMaterialFiles,
  UNUSED_UPLOAD_GRACE_MS,
} from '../modules/courses/unused-material-files';
import { makeLessonFilesPrivate } from '../modules/courses/make-lesson-files-private';
import { createBucketStorage } from './bucket-storage';

/** A picture as the editor sends it: a data URL of a PNG. */
async function pictureDataUrl(color: string) {
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: color } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('files in an S3-compatible bucket, shared by two instances', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    a = await createTestApp({ env: s3.env });
    b = await createTestApp({ env: s3.env, database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.close();
  });

  it('shows a cover uploaded through one instance on the other, with its smaller copies', async () => {
    const url = await storeCoverPicture(
      a.app.ctx,
      await readCoverPicture(await pictureDataUrl('#1d4ed8'), null),
    );
    expect(url).toMatch(/^\/uploads\/courses\/[0-9a-f]{24}\.webp$/);

    const cover = await call(b, 'GET', url!);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    expect(cover.headers['cache-control']).toBe('public, max-age=86400');
    expect(await sharp(cover.rawPayload).metadata()).toMatchObject({ width: 1280, height: 720 });

    const copy = await call(b, 'GET', url!.replace('/courses/', '/courses/320/'));
    expect(copy.statusCode).toBe(200);
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(320);
    // Nothing was written beside either instance: both read the bucket.
    expect(await b.app.ctx.storage.read(url!.slice('/uploads/'.length))).toBeDefined();
    expect(
      (await call(b, 'GET', '/uploads/courses/no-existe.webp')).headers['content-type'],
    ).not.toBe('image/webp');
  });

  it('sends an owner to a signed address of a paid file, and refuses everybody else', async () => {
    const clip = randomBytes(2048);
    const video = await a.app.ctx.storage.savePrivate('lessons/bucket-clase.webm', clip);
    const course = await createCourse(a, {
      units: [{ title: 'Unidad 1', modules: [{ title: 'Clase 1', videoId: video }] }],
    });
    const owner = await verifiedPerson(a);
    await enroll(a, owner.person.email, course.id);

    const answer = await call(b, 'GET', video, { cookie: owner.cookie });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers['cache-control']).toBe('no-store');
    const signed = String(answer.headers.location);
    expect(
      signed.startsWith(`${s3.endpoint}/${s3.bucket}/private/lessons/bucket-clase.webm?`),
    ).toBe(true);
    const file = await fetch(signed);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(clip)).toBe(true);
    // The bucket answers the player's ranges itself.
    const part = await fetch(signed, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(clip.subarray(100, 200))).toBe(true);

    const stranger = await verifiedPerson(a);
    const refused = await call(b, 'GET', video, { cookie: stranger.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.location).toBeUndefined();
    expect((await call(b, 'GET', video)).statusCode).toBe(401);

    // The bucket itself hands nothing out without a valid signature.
    const unsigned = `${s3.endpoint}/${s3.bucket}/private/lessons/bucket-clase.webm`;
    expect((await fetch(unsigned)).status).toBe(403);
    const tampered = signed.replace(
      /X-Amz-Signature=([0-9a-f])/,
      (_match, first: string) => `X-Amz-Signature=${first === '0' ? '1' : '0'}`,
    );
    expect(tampered).not.toBe(signed);
    expect((await fetch(tampered)).status).toBe(403);
    const otherFile = signed.replace('bucket-clase.webm', 'otra-clase.webm');
    expect((await fetch(otherFile)).status).toBe(403);
  });

  it('names a material file as it was uploaded, in the signed address', async () => {
    const bytes = randomBytes(64);
    const material = await a.app.ctx.storage.savePrivate('materials/plan-bucket.xlsx', bytes);
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const course = await createCourse(a, {
      materials: [
        {
          title: 'Plan',
          url: material,
          file: { name: 'Plan de cuentas 2026.xlsx', size: 64, type },
        },
      ],
    });
    const owner = await verifiedPerson(a);
    await enroll(a, owner.person.email, course.id);
    const answer = await call(a, 'GET', material, { cookie: owner.cookie });
    expect(answer.statusCode).toBe(302);
    const file = await fetch(String(answer.headers.location));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Plan de cuentas 2026.xlsx"; filename*=UTF-8''Plan%20de%20cuentas%202026.xlsx`,
    );
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('lets a signed address expire', async () => {
    const config = loadConfig({ NODE_ENV: 'test', ...s3.env }).bucket!;
    // An address signed a minute and a second ago, for a minute, is one a minute old now.
    let signedAt = new Date();
    const storage = createBucketStorage(
      { ...config, signedUrlSeconds: 60 },
      undefined,
      () => signedAt,
    );
    await storage.savePrivate('lessons/corta.webm', randomBytes(32));
    const addressOf = async () => {
      const delivery = await storage.privateFile('lessons/corta.webm');
      if (delivery.kind !== 'redirect') throw new Error('a bucket sends owners to an address');
      return delivery.url;
    };
    expect((await fetch(await addressOf())).status).toBe(200);
    signedAt = new Date(Date.now() - 61_000);
    expect((await fetch(await addressOf())).status).toBe(403);
    storage.close();
  });

  it('keeps uploaded materials, reads their facts from the bucket, and sweeps the forgotten ones', async () => {
    const kept = await storeMaterialFile(a.app.ctx, 'Checklist.pdf', await pdfFile());
    const forgotten = await storeMaterialFile(b.app.ctx, 'Borrador.pdf', await pdfFile());
    const [row] = await materialRows(b.app.ctx, [
      { title: 'Checklist', url: '', file: { ...kept, size: 1, type: 'text/plain' } },
    ]);
    expect(row).toMatchObject({ fileSize: kept.size, fileType: 'application/pdf' });
    await createCourse(a, {
      materials: [
        {
          title: 'Checklist',
          url: row!.url,
          file: { name: kept.name, size: kept.size, type: kept.type },
        },
      ],
    });

    a.clock.advance(UNUSED_UPLOAD_GRACE_MS + 60_000);
    expect(await sweepUnusedMaterialFiles(a.app.ctx)).toBe(1);
    a.clock.advance(-(UNUSED_UPLOAD_GRACE_MS + 60_000));
    const left = (await a.app.ctx.storage.listPrivate('materials/')).map((file) => file.key);
    expect(left).toContain(kept.key);
    expect(left).not.toContain(forgotten.key);
  });

  it('streams a file of the machine into the private area and out again (a video to transcode)', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'bucket-file-'));
    try {
      const bytes = randomBytes(3 * 1024 * 1024);
      await writeFile(path.join(folder, 'subido.mp4'), bytes);
      await a.app.ctx.storage.savePrivateFile(
        'videos/v1/source.mp4',
        path.join(folder, 'subido.mp4'),
      );
      const copy = path.join(folder, 'copia.mp4');
      expect(await b.app.ctx.storage.readPrivateInto('videos/v1/source.mp4', copy)).toBe(true);
      expect((await readFile(copy)).equals(bytes)).toBe(true);
      expect(await b.app.ctx.storage.readPrivateInto('videos/v2/source.mp4', copy)).toBe(false);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('removes a folder of the private area, every object under it, and nothing beside it', async () => {
    const keys = [
      'videos/borrar/source.mp4',
      'videos/borrar/hls/master.m3u8',
      'videos/borrar/hls/360p/segment-0000.ts',
      'videos/borrarno/source.mp4',
    ];
    for (const key of keys) await a.app.ctx.storage.savePrivate(key, Buffer.from(key));
    await b.app.ctx.storage.removePrivateFolder('videos/borrar/');
    expect((await a.app.ctx.storage.listPrivate('videos/borrar')).map((file) => file.key)).toEqual([
      'videos/borrarno/source.mp4',
    ]);
    await b.app.ctx.storage.removePrivateFolder('videos/borrar/');
    await expect(b.app.ctx.storage.removePrivateFolder('videos/borrarno')).rejects.toThrow();
  });

  it('moves lessons left in the public area of the bucket to the private one', async () => {
    const clip = randomBytes(512);
    await a.app.ctx.storage.save('lessons/antigua-bucket.webm', clip);
    await createCourse(a, {
      units: [
        { title: 'U', modules: [{ title: 'M', videoId: '/uploads/lessons/antigua-bucket.webm' }] },
      ],
    });
    expect((await call(b, 'GET', '/uploads/lessons/antigua-bucket.webm')).statusCode).toBe(200);
    expect(await makeLessonFilesPrivate(a.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await a.app.ctx.storage.read('lessons/antigua-bucket.webm')).toBeUndefined();
    expect((await b.app.ctx.storage.readPrivate('lessons/antigua-bucket.webm'))?.equals(clip)).toBe(
      true,
    );
    const gone = await call(b, 'GET', '/uploads/lessons/antigua-bucket.webm');
    expect(gone.headers['content-type']).not.toBe('video/webm');
  });

  it('reports the bucket in the readiness probe', async () => {
    const ready = await call(a, 'GET', '/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks).toMatchObject({ database: 'ok', bucket: 'ok' });
  });

  /** A third instance on the same data, configured otherwise, for one test. */
  async function withInstance(env: Record<string, string>, use: (t: TestApp) => Promise<void>) {
    const other = await createTestApp({ env: { ...s3.env, ...env }, database: a.database });
    try {
      await use(other);
    } finally {
      await other.close();
    }
  }

  it('sends covers on to S3_PUBLIC_URL when there is one', () =>
    withInstance({ S3_PUBLIC_URL: 'https://cdn.example.com/public' }, async (cdn) => {
      const answer = await call(cdn, 'GET', '/uploads/courses/portada.webp');
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('https://cdn.example.com/public/courses/portada.webp');
    }));

  it('is not ready while the bucket does not answer', () =>
    withInstance({ S3_BUCKET: 'no-existe' }, async (lost) => {
      const ready = await call(lost, 'GET', '/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'not_ready',
        checks: { database: 'ok', bucket: 'failed' },
        message: 'No está listo: el almacenamiento de archivos no responde.',
      });
    }));
});
