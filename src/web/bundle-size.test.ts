// The first download of the public pages, from a real `vite build` (gzip sizes from its manifest).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS } from '../../bench/budgets';
import {
  areasIn,
  buildReference,
  buildSite,
  entryModules,
  initialJs,
  MEASURED_PAGES,
  type BuiltApp,
} from '../../bench/bundle';

const KiB = 1024;
let workDir: string;
let site: BuiltApp;
let referenceBytes: number;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
  site = await buildSite(path.join(workDir, 'site'));
  const reference = await buildReference(path.join(workDir, 'reference'));
  referenceBytes = initialJs(reference, 'Page.tsx').gzipBytes;
}, 120_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe.each(Object.entries(MEASURED_PAGES))('initial JavaScript of %s', (page, pageKey) => {
  it('leaves the player, the account area and the panel to chunks of their own', () => {
    expect(areasIn(initialJs(site, pageKey))).toEqual([]);
  });

  it('stays within 110 KiB and 1.1× the bare React + React Router build', () => {
    const { gzipBytes } = initialJs(site, pageKey);
    const target = Math.min(
      BUDGETS.bundle.maxKiB * KiB,
      BUDGETS.bundle.maxRatioToReference * referenceBytes,
    );
    console.info(
      `${page}: ${(gzipBytes / KiB).toFixed(1)} KiB gzip, ${(gzipBytes / referenceBytes).toFixed(2)}× ` +
        `the bare React + React Router build (${(referenceBytes / KiB).toFixed(1)} KiB); ` +
        `budget ${(target / KiB).toFixed(1)} KiB`,
    );
    expect(gzipBytes).toBeLessThanOrEqual(target);
  });

  it('starts without React Router, which loads on the first move to another page', () => {
    const router = initialJs(site, pageKey).modules.filter((id) =>
      /[\\/]react-router[\\/]/.test(id),
    );
    expect(router).toEqual([]);
  });
});

it("leaves a free lesson's player out of its page's first download, for who asks to watch", () => {
  const { modules } = initialJs(site, MEASURED_PAGES['free lesson page']);
  expect(modules.filter((id) => /[\\/]components[\\/]video[\\/]/.test(id))).toEqual([]);
});

it('starts the app after the first paint: the entry does not import React or the shell', () => {
  const modules = entryModules(site).map((id) => path.relative(process.cwd(), id));
  expect(modules.filter((id) => /react-dom|react-router|start-app/.test(id))).toEqual([]);
  expect(modules.some((id) => id.endsWith('src/web/main.ts'))).toBe(true);
});

it('measures against a reference that is a real React + React Router build', () => {
  // A broken reference build (empty, or React missing) would make every ratio meaningless.
  expect(referenceBytes).toBeGreaterThan(50 * KiB);
});
