import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPerson, call, verifiedPerson } from '../../../../tests/support/accounts';
import { settledVideo, uploadVideo } from '../../../../tests/support/hosted-videos';
import { makeClip } from '../../../../tests/support/video-clip';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { videos } from '../../db/schema';
import { startVideoProcessing, sweepUnheldVideos, NOT_A_VIDEO } from './transcode-job';
import { VIDEO_WRONG_TYPE } from './upload';
import { findVideo, insertVideo } from './video-store';

type Person = Awaited<ReturnType<typeof verifiedPerson>>;

/** An MP4's first bytes (an `ftyp` box) followed by noise: an MP4 by its signature only. */
const fakeMp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.alloc(4096, 'ruido que no es video '),
  ]);

describe('hosted videos', () => {
  const t = useTestApp();
  let admin: Person;
  let student: Person;
  let folder: string;
  let clip: Buffer;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'video-test-'));
    const made = makeClip(folder);
    admin = await adminPerson(t);
    student = await verifiedPerson(t);
    clip = await made;
    await t.app.ctx.jobs.start();
    await startVideoProcessing(t.app.ctx);
  });
  afterAll(async () => rm(folder, { recursive: true, force: true }));

  const upload = (name: string, bytes: Buffer, cookie: string | null = admin.cookie) =>
    uploadVideo(t, name, bytes, cookie);
  const settled = (id: string) => settledVideo(t, id, admin.cookie);
  const storage = () => t.app.ctx.storage;

  it('transcodes an upload to encrypted HLS, never above the source’s own quality', async () => {
    const uploaded = await upload('Clase 1.mp4', clip);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id } = uploaded.json();
    expect(uploaded.json()).toEqual({ id, status: 'processing' });

    const ready = await settled(id);
    expect(ready).toMatchObject({ id, name: 'Clase 1.mp4', status: 'ready', renditions: ['360p'] });
    expect(ready.durationSeconds).toBeCloseTo(2, 0);
    expect(ready).not.toHaveProperty('error');

    const master = (await storage().readPrivate(`videos/${id}/hls/master.m3u8`))!.toString();
    expect(master).toContain('360p/index.m3u8');
    expect(master).not.toContain('720p');
    const playlist = (await storage().readPrivate(`videos/${id}/hls/360p/index.m3u8`))!.toString();
    expect(playlist).toContain(`#EXT-X-KEY:METHOD=AES-128,URI="/api/videos/${id}/key"`);
    const segments = (await storage().listPrivate(`videos/${id}/hls/360p/`)).filter((file) =>
      file.key.endsWith('.ts'),
    );
    expect(segments.length).toBeGreaterThan(0);
    // Plain MPEG-TS has the sync byte 0x47 at the start of every 188-byte packet; encrypted
    // segments are noise (one byte alone would match by chance once in 256 runs).
    const segment = (await storage().readPrivate(segments[0]!.key, 3 * 188))!;
    expect([0, 188, 376].map((at) => segment[at] === 0x47)).not.toEqual([true, true, true]);
    expect(await storage().statPrivate(`videos/${id}/poster.jpg`)).toBeDefined();

    // The key is in the database only: no file of the video holds it.
    const key = Buffer.from((await findVideo(t.db, id))!.encryptionKey, 'hex');
    for (const file of await storage().listPrivate(`videos/${id}/`)) {
      expect((await storage().readPrivate(file.key))!.includes(key), file.key).toBe(false);
    }

    const list = await call(t, 'GET', '/api/admin/videos', { cookie: admin.cookie });
    expect(list.json().videos[0]).toEqual(ready);
  });

  it('refuses a file that is not a video, from its bytes, in Spanish', async () => {
    const response = await upload('apunte.mp4', Buffer.from('Esto es un apunte en texto.\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'file', message: VIDEO_WRONG_TYPE }]);
  });

  it('fails a video whose bytes only look like an MP4, with a Spanish reason', async () => {
    const uploaded = await upload('roto.mp4', fakeMp4());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(await settled(uploaded.json().id)).toMatchObject({
      status: 'failed',
      error: NOT_A_VIDEO,
    });
  });

  it('answers 404 in Spanish for an unknown video', async () => {
    const response = await call(t, 'GET', `/api/admin/videos/${randomUUID()}`, {
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No encontramos ese video.');
  });

  it('is for administrators only', async () => {
    expect((await upload('a.mp4', clip, student.cookie)).statusCode).toBe(403);
    expect((await upload('a.mp4', clip, null)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/admin/videos', { cookie: student.cookie })).statusCode).toBe(
      403,
    );
    expect((await call(t, 'GET', '/api/admin/videos')).statusCode).toBe(401);
  });

  it('starts a transcode its dead instance left half done again, from scratch', async () => {
    const id = randomUUID();
    const sourceKey = `videos/${id}/source.mp4`;
    await storage().savePrivate(sourceKey, clip);
    await storage().savePrivate(`videos/${id}/hls/720p/segment-0007.ts`, Buffer.from('a medias'));
    const now = t.app.ctx.now();
    await insertVideo(t.db, {
      id,
      name: 'Interrumpido.mp4',
      sourceKey,
      sizeBytes: clip.length,
      encryptionKey: '00112233445566778899aabbccddeeff',
      createdAt: now,
      updatedAt: now,
    });
    // The instance that took it held it for a minute, then died without a word.
    await t.db
      .update(videos)
      .set({ heldUntil: new Date(now.getTime() + 60_000), attempts: 1 })
      .where(eq(videos.id, id));
    expect(await sweepUnheldVideos(t.app.ctx, 0)).toBe(0);

    t.clock.advance(61_000);
    expect(await sweepUnheldVideos(t.app.ctx, 0)).toBe(1);
    expect(await settled(id)).toMatchObject({ status: 'ready', renditions: ['360p'] });
    expect(await storage().statPrivate(`videos/${id}/hls/720p/segment-0007.ts`)).toBeUndefined();
    expect(await storage().statPrivate(sourceKey)).toBeDefined();
  });
});
