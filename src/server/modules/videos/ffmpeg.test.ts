import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
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
      const run = runTool('ffmpeg', args, 25_000).catch(() => 'stopped');
      const ourFfmpeg = () =>
        readdirSync('/proc').find((entry) => {
          try {
            return (
              /^\d+$/.test(entry) && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(source)
            );
          } catch {
            return false;
          }
        });
      // At the lowest priority on a loaded machine, ffmpeg may take seconds to start its
      // encoder's threads: wait for them.
      const threads = await vi.waitFor(
        () => {
          const pid = ourFfmpeg();
          if (!pid) throw new Error('ffmpeg has not started yet');
          const tasks = readdirSync(`/proc/${pid}/task`);
          if (tasks.length < 2) throw new Error('ffmpeg has one thread so far');
          return { pid, tasks };
        },
        { timeout: 20_000, interval: 50 },
      );
      // Field 19 of a thread's stat is its nice value (after the command's parentheses).
      const niceness = threads.tasks.map((task) => {
        const stat = readFileSync(`/proc/${threads.pid}/task/${task}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      });
      expect(niceness.length).toBeGreaterThan(1);
      expect(new Set(niceness)).toEqual(new Set([TOOL_NICENESS]));
      process.kill(Number(threads.pid), 'SIGKILL');
      expect(await run).toBe('stopped');
    },
    30_000,
  );

  it('gives an encoding ten minutes, or five times the length of a long video', () => {
    expect(timeLimitOf({ durationSeconds: 6, width: 640, height: 360 })).toBe(600_000);
    expect(timeLimitOf({ durationSeconds: 2 * 3600, width: 1920, height: 1080 })).toBe(36_000_000);
  });
});
