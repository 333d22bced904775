import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runTool, TOOL_NICENESS } from './ffmpeg';
import { timeLimitOf } from './hls-transcode';

describe('running ffmpeg', () => {
  it('kills a run that goes past its time limit, as a crash the queue retries', async () => {
    // An endless source read at its own pace: this ffmpeg would never end by itself.
    const endless = ['-v', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc', '-f', 'null', '-'];
    await expect(runTool('ffmpeg', endless, 500)).rejects.toThrow('ffmpeg was stopped by SIGKILL');
  });

  it.runIf(process.platform === 'linux')(
    'encodes at the lowest priority, every thread of it, below pages and logins',
    async () => {
      // A source no other run uses, to find this ffmpeg among the machine's processes.
      const source = 'testsrc=size=96x54:rate=11';
      const encoding = ['-c:v', 'libx264', '-threads', '2', '-f', 'null', '-'];
      const args = ['-v', 'error', '-re', '-f', 'lavfi', '-i', source, ...encoding];
      const run = runTool('ffmpeg', args, 3000).catch(() => 'stopped');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const [pid] = readdirSync('/proc').filter((entry) => {
        try {
          return (
            /^\d+$/.test(entry) && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(source)
          );
        } catch {
          return false;
        }
      });
      expect(pid).toBeDefined();
      // Field 19 of a thread's stat is its nice value (after the command's parentheses).
      const niceness = readdirSync(`/proc/${pid}/task`).map((task) => {
        const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      });
      expect(niceness.length).toBeGreaterThan(1);
      expect(new Set(niceness)).toEqual(new Set([TOOL_NICENESS]));
      expect(await run).toBe('stopped');
    },
  );

  it('gives an encoding ten minutes, or five times the length of a long video', () => {
    expect(timeLimitOf({ durationSeconds: 6, width: 640, height: 360 })).toBe(600_000);
    expect(timeLimitOf({ durationSeconds: 2 * 3600, width: 1920, height: 1080 })).toBe(36_000_000);
  });
});
