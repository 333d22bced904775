import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { toolPath } from './tool-path';

describe('finding ffmpeg and ffprobe', () => {
  it('runs the system’s tools when they are on the PATH', () => {
    expect(toolPath('ffmpeg')).toBe('ffmpeg');
    expect(toolPath('ffprobe')).toBe('ffprobe');
  });

  it('runs the binaries the packages ship on a machine without them', async () => {
    for (const tool of ['ffmpeg', 'ffprobe'] as const) {
      const binary = toolPath(tool, '/nonexistent');
      expect(binary).toMatch(new RegExp(`node_modules/.+/${tool}$`));
      const { stdout } = await promisify(execFile)(binary, ['-version']);
      expect(stdout).toMatch(new RegExp(`^${tool} version`));
    }
  });
});
