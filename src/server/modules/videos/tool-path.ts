import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type Tool = 'ffmpeg' | 'ffprobe';

/** The packages that ship each tool's binary inside them (no download at install time). */
const PACKAGED: Record<Tool, string> = {
  ffmpeg: '@ffmpeg-installer/ffmpeg',
  ffprobe: '@ffprobe-installer/ffprobe',
};

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Whether `tool` is an executable in a folder of `searchPath` (the PATH's format). */
const onPath = (tool: Tool, searchPath: string) =>
  searchPath
    .split(path.delimiter)
    .filter(Boolean)
    .some((folder) => isExecutable(path.join(folder, tool)));

/** The binary a tool's package ships for this machine, or undefined where it ships none. */
function packagedBinary(tool: Tool): string | undefined {
  try {
    const { path: binary } = createRequire(import.meta.url)(PACKAGED[tool]) as { path: string };
    return isExecutable(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What to run for a tool: the system's (Debian's `ffmpeg` package, kept up to date with the
 * system's security fixes) when it is on the PATH, else the binary its npm package ships, so
 * that a machine without ffmpeg still transcodes after `npm install` (decision 0043). Without
 * either, the name itself: running it fails as a fault of the machine.
 */
export function toolPath(tool: Tool, searchPath = process.env.PATH ?? ''): string {
  if (onPath(tool, searchPath)) return tool;
  return packagedBinary(tool) ?? tool;
}
