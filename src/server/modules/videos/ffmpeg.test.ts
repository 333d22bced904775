import { describe, expect, it } from 'vitest';
import { runTool } from './ffmpeg';
import { timeLimitOf } from './hls-transcode';

describe('running ffmpeg', () => {
  it('kills a run that goes past its time limit, as a crash the queue retries', async () => {
    // An endless source read at its own pace: this ffmpeg would never end by itself.
    const endless = ['-v', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc', '-f', 'null', '-'];
    await expect(runTool('ffmpeg', endless, 500)).rejects.toThrow('ffmpeg was stopped by SIGKILL');
  });

  it('gives an encoding ten minutes, or five times the length of a long video', () => {
    expect(timeLimitOf({ durationSeconds: 6, width: 640, height: 360 })).toBe(600_000);
    expect(timeLimitOf({ durationSeconds: 2 * 3600, width: 1920, height: 1080 })).toBe(36_000_000);
  });
});
