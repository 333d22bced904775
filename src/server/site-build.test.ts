import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staleBuildReason } from './site-build';

// The folders are made now, and a folder counts as changed when a file is added to it or removed.
const hour = 60 * 60 * 1000;
const yesterday = new Date(Date.now() - 24 * hour);
const built = new Date(Date.now() + hour);
const later = new Date(Date.now() + 2 * hour);

/** A project folder whose sources were written yesterday and, when `builtOn`, built then. */
function project(builtOn?: Date) {
  const root = mkdtempSync(path.join(tmpdir(), 'site-build-'));
  const write = (file: string, time: Date) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, 'x');
    utimesSync(full, time, time);
    utimesSync(path.dirname(full), time, time);
  };
  ['src/web/pages/Home.tsx', 'src/shared/brand.ts', 'vite.config.ts'].forEach((file) =>
    write(file, yesterday),
  );
  if (builtOn) {
    write('dist/web/.vite/manifest.json', builtOn);
    write('dist/ssr/entry-server.js', builtOn);
  }
  return { root, write };
}

describe('whether npm start builds the site first', () => {
  it('builds when there is no build', () => {
    expect(staleBuildReason(project().root)).toBe('no hay una compilación del sitio');
  });

  it('serves a build made after every source as it is', () => {
    expect(staleBuildReason(project(built).root)).toBeUndefined();
  });

  it('builds again when a shared file changed after the build', () => {
    const { root, write } = project(built);
    write('src/shared/brand.ts', later);
    expect(staleBuildReason(root)).toBe('src/shared cambió después de la última compilación');
  });
});
