import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** A clip (640×360 unless told) with sound, made by ffmpeg for the test (nothing binary committed). */
export async function makeClip(folder: string, seconds = 2, size = '640x360'): Promise<Buffer> {
  const file = path.join(folder, `clip-${seconds}-${size}.mp4`);
  await promisify(execFile)('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=${size}:rate=25`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    ...['-shortest', file],
  ]);
  return readFile(file);
}

/** `makeClip` in a folder of its own, removed after. */
export async function clipBytes(seconds = 2): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'clip-'));
  try {
    return await makeClip(folder, seconds);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
