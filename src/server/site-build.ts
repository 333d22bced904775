import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the web build is made from: a change to any of them makes the build old. */
const SOURCES = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];
/** The two halves of the build (`npm run build`): the browser's files and the server renderer. */
const OUTPUTS = ['dist/web/.vite/manifest.json', 'dist/ssr/entry-server.js'];

function modifiedAt(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The latest change to `entry` or to any file under it. */
function latestChange(entry: string): number {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (latest, name) => Math.max(latest, latestChange(path.join(entry, name))),
    stats.mtimeMs,
  );
}

/**
 * Why the site must be built before it is served: its build is missing, or a source changed after
 * it was made; undefined when the build is current.
 */
export function staleBuildReason(root: string): string | undefined {
  const built = OUTPUTS.map((output) => modifiedAt(path.join(root, output)));
  if (built.some((time) => time === undefined)) return 'no hay una compilación del sitio';
  const oldest = Math.min(...(built as number[]));
  const changed = SOURCES.find((source) => latestChange(path.join(root, source)) > oldest);
  return changed && `${changed} cambió después de la última compilación`;
}
