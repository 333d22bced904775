import { BUDGETS, LOAD, VOLUME } from '../budgets';
import { clean, runLoad, type LoadFigures } from '../load';
import { ms, perSecond, type ResultRow } from '../report';
import type { Scenario } from './context';

const LISTS: List[] = [
  { what: 'admin users list', path: '/api/admin/users?search=garcia&filter=user&page=1' },
  {
    what: 'admin purchases list',
    path: '/api/admin/purchases?search=garcia&filter=approved&page=1',
  },
];

/** The dashboard's calls, as one administrator opening it makes them. */
const REPORTS: List[] = [
  { what: 'dashboard figures', path: '/api/admin/stats' },
  { what: 'dashboard checkouts', path: '/api/admin/stats/checkouts' },
  { what: 'revenue by month', path: '/api/admin/reports/revenue?by=month' },
  { what: 'revenue by course', path: '/api/admin/reports/revenue?by=course' },
  { what: 'funnel of 30 days', path: '/api/admin/reports/funnel?days=30' },
];

type List = { what: string; path: string };
type Budget = { maxP99Ms: number; connections: number };

function row(list: List, budget: Budget, load: LoadFigures): ResultRow {
  return {
    group: 'admin',
    what: `${list.what} p99`,
    figure: `${ms(load.p99Ms)} (${perSecond(load.requestsPerSecond)}, ${load.non2xx} non-2xx)`,
    budget: `≤ ${budget.maxP99Ms} ms at ${budget.connections} connection(s)`,
    pass: load.p99Ms <= budget.maxP99Ms && clean(load),
    data: { path: list.path, volume: VOLUME, ...load },
  };
}

async function measure(
  lists: List[],
  budget: Budget,
  { server, adminCookie }: Parameters<Scenario>[0],
): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  for (const list of lists) {
    const load = await runLoad({
      url: server.url,
      connections: budget.connections,
      requests: [{ method: 'GET', path: list.path, headers: { cookie: adminCookie } }],
    });
    rows.push(row(list, budget, load));
  }
  return rows;
}

/**
 * Page 1 of the users and purchases lists, filtered and searched, at 10 connections; then the
 * dashboard's figures and reports, one administrator at a time, over the seeded volume.
 */
export const adminLists: Scenario = async (context) => [
  ...(await measure(
    LISTS,
    { maxP99Ms: BUDGETS.adminLists.maxP99Ms, connections: LOAD.adminConnections },
    context,
  )),
  ...(await measure(REPORTS, { maxP99Ms: BUDGETS.reports.maxP99Ms, connections: 1 }, context)),
];
