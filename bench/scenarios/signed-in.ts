import type { Request } from 'autocannon';
import { BUDGETS } from '../budgets';
import { clean, runLoad } from '../load';
import { ms, perSecond } from '../report';
import { sameOriginJson, type Scenario } from './context';

/**
 * Many students at once, each connection signed in as a different one: the list of owned courses
 * and a progress update, alternately. The budget is judged on PostgreSQL.
 */
export const signedIn: Scenario = async ({ server, students, database }) => {
  const { course, cookies } = students;
  const progressPath = `/api/user/courses/${course.id}/${course.slug}/update/progress`;
  const requestsOf = (connection: number): Request[] => {
    const cookie = cookies[connection % cookies.length]!;
    const moduleId = course.moduleIds[connection % course.moduleIds.length]!;
    return [
      { method: 'GET', path: '/api/user/courses', headers: { cookie } },
      {
        method: 'PUT',
        path: progressPath,
        headers: { cookie, ...sameOriginJson(server) },
        body: JSON.stringify({ unitId: course.unitId, moduleId }),
      },
    ];
  };
  const load = await runLoad({ url: server.url, requestsOfConnection: requestsOf });
  const budget = BUDGETS.signedIn.maxP99Ms;
  const judged = database.kind === 'postgres';
  return [
    {
      group: 'signed-in',
      what: 'signed-in list + progress PUT p99',
      figure: `${ms(load.p99Ms)} (${perSecond(load.requestsPerSecond)}, ${load.errors + load.timeouts} errors, ${load.non2xx} non-2xx)`,
      budget: `≤ ${budget} ms, no errors${judged ? '' : ' (judged on PostgreSQL)'}`,
      pass: judged ? load.p99Ms <= budget && clean(load) : null,
      data: { ...load, users: Math.min(cookies.length, 100) },
    },
  ];
};
