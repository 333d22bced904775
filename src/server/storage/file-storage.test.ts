import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './file-storage';

describe('the private area in a local folder', () => {
  let root: string;
  let storage: ReturnType<typeof createLocalStorage>;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'local-storage-'));
    storage = createLocalStorage(path.join(root, 'uploads'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('removes a folder of files however deep, and leaves its neighbours', async () => {
    for (const key of [
      'videos/a/source.mp4',
      'videos/a/hls/master.m3u8',
      'videos/a/hls/360p/segment-0000.ts',
      'videos/ab/source.mp4',
    ]) {
      await storage.savePrivate(key, Buffer.from(key));
    }
    await storage.removePrivateFolder('videos/a/');
    expect(await storage.listPrivate('videos/')).toEqual([
      expect.objectContaining({ key: 'videos/ab/source.mp4' }),
    ]);
    // No empty folder is left behind.
    expect(await readdir(path.join(storage.privateRoot, 'videos'))).toEqual(['ab']);
    // Again, or a folder that never was: nothing to do.
    await storage.removePrivateFolder('videos/a/');
    await storage.removePrivateFolder('videos/nunca/');
  });

  it('refuses anything but a plain folder of keys', async () => {
    for (const prefix of ['videos/a', '../videos/', '/videos/', 'videos//', '/', '']) {
      await expect(storage.removePrivateFolder(prefix), prefix).rejects.toThrow();
    }
  });
});
