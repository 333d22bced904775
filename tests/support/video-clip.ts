import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A 2-second 640×360 clip with sound, made by ffmpeg for a test (nothing binary committed), in
 * `folder`, or in a temporary folder of its own, removed once the clip is read.
 */
export async function makeClip(folder?: string): Promise<Buffer> {
  const work = folder ?? (await mkdtemp(path.join(tmpdir(), 'clip-')));
  try {
    const file = path.join(work, 'clip.mp4');
    await promisify(execFile)('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=duration=2:size=640x360:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      ...['-shortest', file],
    ]);
    return await readFile(file);
  } finally {
    if (!folder) await rm(work, { recursive: true, force: true });
  }
}
