import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { toolPath } from './tool-path';

/**
 * The tool ended with an error of its own (an exit code): the input is what it could not
 * read. A tool killed by a signal, or missing, is not this: that is the machine's trouble.
 */
export class ToolRefused extends Error {
  constructor(
    readonly tool: string,
    readonly exitCode: number,
    readonly output: string,
  ) {
    super(`${tool} ended with code ${exitCode}: ${output}`);
  }
}

/**
 * The tools' priority (nice value): the lowest. A transcode is background work that takes the
 * processor time pages, logins (HASH_NICENESS) and everything else leave.
 */
export const TOOL_NICENESS = 19;

/** How much of a tool's error output is kept for the log. */
const OUTPUT_KEPT = 2000;

/** How long a run may take unless told otherwise: far more than probing any file needs. */
const DEFAULT_TIME_LIMIT_MS = 10 * 60_000;

/**
 * Runs `tool` (ffmpeg or ffprobe: the system's, else its package's) with `args`; resolves with
 * what it wrote to stdout. Arguments go straight to the program, never through a shell. A run
 * past `timeLimitMs` is killed and rejected like a crash, so a hung tool never holds its video
 * for ever: the queue tries again, and fails the video after its last attempt.
 */
export function runTool(
  tool: 'ffmpeg' | 'ffprobe',
  args: string[],
  timeLimitMs = DEFAULT_TIME_LIMIT_MS,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(toolPath(tool), args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeLimitMs,
      killSignal: 'SIGKILL',
    });
    const out: Buffer[] = [];
    let errors = '';
    // Set before the tool starts its encoding threads, which take its priority.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, TOOL_NICENESS);
      } catch {
        // Already ended, or a system without priorities: it runs as it is.
      }
    }
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-OUTPUT_KEPT);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(out).toString());
      else if (code !== null) reject(new ToolRefused(tool, code, errors.trim()));
      else reject(new Error(`${tool} was stopped by ${signal}`));
    });
  });
}

/** What the transcode needs to know of a source: its length and its picture's size. */
export type SourceFacts = { durationSeconds: number; width: number; height: number };

type Probe = {
  format?: { duration?: string };
  streams?: { codec_type?: string; width?: number; height?: number }[];
};

/** The source's length and frame size, read with ffprobe; undefined when it holds no video. */
export async function probeSource(file: string): Promise<SourceFacts | undefined> {
  let probe: Probe;
  try {
    const json = await runTool('ffprobe', [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_entries',
      'format=duration:stream=codec_type,width,height',
      file,
    ]);
    probe = JSON.parse(json) as Probe;
  } catch (error) {
    if (error instanceof ToolRefused) return undefined;
    throw error;
  }
  const video = probe.streams?.find((stream) => stream.codec_type === 'video');
  const durationSeconds = Number(probe.format?.duration);
  if (!video?.width || !video.height || !(durationSeconds > 0)) return undefined;
  return { durationSeconds, width: video.width, height: video.height };
}
