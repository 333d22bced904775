import { randomBytes, randomUUID } from 'node:crypto';
import { insertVideo, markReady } from '../../src/server/modules/videos/video-store';
import type { Video } from '../../src/shared/responses/videos';
import { hostedVideoReference } from '../../src/shared/video-source';
import { call } from './accounts';
import { createCourse } from './courses';
import type { TestApp } from './test-app';

/**
 * A lesson's subtitles in Spanish, as the panel would send them: markup and a voice to strip, a
 * cue of two lines, one past the first minute.
 */
export const LESSON_SUBTITLES = [
  'WEBVTT',
  '',
  '00:00.000 --> 00:04.000',
  'Bienvenidos al curso de <b>monotributo</b>.',
  '',
  '00:04.000 --> 00:09.500',
  '<v Laura>Vamos a ver cómo se factura',
  'una prestación de servicios.',
  '',
  '01:05.250 --> 01:08.000',
  'La facturación electrónica es obligatoria.',
].join('\n');

/** Uploads a video as the panel does (raw bytes); answers the HTTP reply. */
export const uploadVideo = (t: TestApp, name: string, bytes: Buffer, cookie: string | null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/videos?name=${encodeURIComponent(name)}`,
    headers: { 'content-type': 'application/octet-stream', ...(cookie ? { cookie } : {}) },
    payload: bytes,
  });

/** The video as the panel sees it once its transcode has ended, either way. */
export async function settledVideo(t: TestApp, id: string, adminCookie: string): Promise<Video> {
  const video = async (): Promise<Video> =>
    (await call(t, 'GET', `/api/admin/videos/${id}`, { cookie: adminCookie })).json();
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await video();
    if (answer.status !== 'processing' || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A video row marked ready without a transcode (no files): enough for what reads only the
 * database, such as opening playback.
 */
export async function readyVideoRow(t: TestApp, durationSeconds = 120): Promise<string> {
  const id = randomUUID();
  const at = t.app.ctx.now();
  await insertVideo(t.db, {
    id,
    name: 'Clase.mp4',
    sourceKey: `videos/${id}/source.mp4`,
    sizeBytes: 1000,
    encryptionKey: randomBytes(16).toString('hex'),
    createdAt: at,
    updatedAt: at,
  });
  await markReady(t.db, id, { durationSeconds, renditions: ['360p'], at });
  return id;
}

/** A course of one unit whose only lesson plays the hosted video. */
export const hostedCourse = (t: TestApp, videoId: string) =>
  createCourse(t, {
    title: `Curso con video ${randomUUID().slice(0, 8)}`,
    units: [
      {
        title: 'Unidad 1',
        modules: [{ title: 'Clase alojada', videoId: hostedVideoReference(videoId) }],
      },
    ],
  });
