import { BUDGETS, LOAD, VOLUME } from '../budgets';
import { clean, runLoad, type LoadFigures } from '../load';
import { ms, perSecond, type ResultRow } from '../report';
import type { Scenario } from './context';

const LISTS = [
  { what: 'admin users list', path: '/api/admin/users?search=garcia&filter=user&page=1' },
  {
    what: 'admin purchases list',
    path: '/api/admin/purchases?search=garcia&filter=approved&page=1',
  },
];

function row(what: string, path: string, load: LoadFigures): ResultRow {
  const budget = BUDGETS.adminLists.maxP99Ms;
  return {
    group: 'admin',
    what: `${what} p99`,
    figure: `${ms(load.p99Ms)} (${perSecond(load.requestsPerSecond)}, ${load.non2xx} non-2xx)`,
    budget: `≤ ${budget} ms at ${LOAD.adminConnections} connections`,
    pass: load.p99Ms <= budget && clean(load),
    data: { path, volume: VOLUME, ...load },
  };
}

/** Page 1 of the users and purchases lists, filtered and searched, over the seeded volume. */
export const adminLists: Scenario = async ({ server, adminCookie }) => {
  const rows: ResultRow[] = [];
  for (const list of LISTS) {
    const load = await runLoad({
      url: server.url,
      connections: LOAD.adminConnections,
      requests: [{ method: 'GET', path: list.path, headers: { cookie: adminCookie } }],
    });
    rows.push(row(list.what, list.path, load));
  }
  return rows;
};
