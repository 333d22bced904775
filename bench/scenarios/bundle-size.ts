import path from 'node:path';
import { BUDGETS } from '../budgets';
import {
  areasIn,
  buildReference,
  buildSite,
  initialJs,
  MEASURED_PAGES,
  PLAYER_PAGE,
} from '../bundle';
import { kib, type ResultRow } from '../report';

/**
 * The first download of each public page against a bare React + React Router build, and the
 * course player's (reported: it is not a public page, and carries the player by design).
 */
export async function bundleRows(workDir: string): Promise<ResultRow[]> {
  const site = await buildSite(path.join(workDir, 'bundle-site'));
  const reference = initialJs(
    await buildReference(path.join(workDir, 'bundle-reference')),
    'Page.tsx',
  );
  const { maxKiB, maxRatioToReference } = BUDGETS.bundle;
  const player = initialJs(site, PLAYER_PAGE);
  const playerRow: ResultRow = {
    group: 'bundle',
    what: 'initial JS of the course player (gzip)',
    figure: `${kib(player.gzipBytes)} in ${player.files.length} files`,
    reference: `bare ${kib(reference.gzipBytes)}`,
    ratio: player.gzipBytes / reference.gzipBytes,
    budget: 'report',
    pass: null,
    data: { gzipBytes: player.gzipBytes, files: player.files, reference: reference.gzipBytes },
  };
  const publicRows = Object.entries(MEASURED_PAGES).map(([page, pageKey]): ResultRow => {
    const initial = initialJs(site, pageKey);
    const ratio = initial.gzipBytes / reference.gzipBytes;
    const areas = areasIn(initial);
    return {
      group: 'bundle',
      what: `initial JS of ${page} (gzip)`,
      figure: `${kib(initial.gzipBytes)} in ${initial.files.length} files${areas.length ? `, carries ${areas.join(', ')}` : ''}`,
      reference: `bare ${kib(reference.gzipBytes)}`,
      ratio,
      budget: `≤ ${maxKiB} KiB, ≤ ${maxRatioToReference}×, separate chunks`,
      pass:
        initial.gzipBytes <= maxKiB * 1024 && ratio <= maxRatioToReference && areas.length === 0,
      data: {
        gzipBytes: initial.gzipBytes,
        files: initial.files,
        areas,
        reference: reference.gzipBytes,
      },
    };
  });
  return [...publicRows, playerRow];
}
