import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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

/** A 2-second 640×360 clip with sound, made by ffmpeg for the test (nothing binary committed). */
export async function makeClip(folder: string): Promise<Buffer> {
  const file = path.join(folder, 'clip.mp4');
  await promisify(execFile)('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=duration=2:size=640x360:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    ...['-shortest', file],
  ]);
  return readFile(file);
}

/** `makeClip` in a folder of its own, removed after. */
export async function clipBytes(): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'clip-'));
  try {
    return await makeClip(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Uploads a video through the panel as the admin of `cookie`; answers its id. Its transcode
 * waits for the job queue, which a test starts only when it needs it.
 */
export async function uploadVideo(
  t: TestApp,
  cookie: string,
  bytes: Buffer,
  name = 'Clase.mp4',
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/videos?name=${encodeURIComponent(name)}`,
    headers: { 'content-type': 'application/octet-stream', cookie },
    payload: bytes,
  });
  if (response.statusCode !== 201) throw new Error(`upload refused: ${response.body}`);
  return response.json().id;
}
