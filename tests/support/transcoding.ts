import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startVideoProcessing } from '../../src/server/modules/videos/transcode-job';
import { makeClip } from './video-clip';
import type { TestApp } from './test-app';

/**
 * For a test file that uploads videos: a clip made by ffmpeg before its tests (its folder removed
 * after them), and the app's job queue running the transcodes. Read the clip inside a test.
 */
export function useClipAndTranscodes(t: TestApp): () => Buffer {
  let folder: string | undefined;
  let clip: Buffer | undefined;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'clip-'));
    clip = await makeClip(folder);
    await t.app.ctx.jobs.start();
    await startVideoProcessing(t.app.ctx);
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  return () => {
    if (!clip) throw new Error('The clip is made in beforeAll: read it inside a test.');
    return clip;
  };
}
