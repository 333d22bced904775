import type { Request } from 'autocannon';
import { LOGIN_PASSWORD } from '../accounts';
import { BUDGETS, LOAD } from '../budgets';
import { runLoad } from '../load';
import { ms } from '../report';
import { sameOriginJson, type Scenario } from './context';

/**
 * Each login comes from another address of the benchmarking range (198.18.0.0/15, sent as
 * X-Forwarded-For to a server with TRUST_PROXY) as another account, so that the rate limits
 * (per address and per account) let the hashing be measured instead of answering 429.
 */
function loginRequests(emails: string[], headers: Record<string, string>): Request[] {
  let sent = 0;
  return [
    {
      method: 'POST',
      path: '/api/auth/login',
      setupRequest(request) {
        sent++;
        const address = `198.18.${(sent >> 8) & 255}.${sent & 255}`;
        return {
          ...request,
          headers: { ...headers, 'x-forwarded-for': address },
          body: JSON.stringify({ email: emails[sent % emails.length], password: LOGIN_PASSWORD }),
        };
      },
    },
  ];
}

/**
 * Logins at 10 connections, and the latency of other endpoints while they run. The other
 * endpoints are signed-in students' calls (their courses, a course page's detail): work that
 * goes through the whole application and the database, unlike public answers, which the
 * response cache gives from memory in well under a millisecond.
 */
export const logins: Scenario = async ({ server, loginEmails, publicCourse, students }) => {
  const detail = `/api/courses/${publicCourse.id}/${publicCourse.slug}`;
  const probe = {
    url: server.url,
    connections: LOAD.probeConnections,
    requestsOfConnection: (connection: number) => {
      const cookie = students.cookies[connection % students.cookies.length]!;
      return [
        { method: 'GET' as const, path: '/api/user/courses', headers: { cookie } },
        { method: 'GET' as const, path: detail, headers: { cookie } },
      ];
    },
  };
  const idle = await runLoad(probe);
  const [login, busy] = await Promise.all([
    runLoad({
      url: server.url,
      connections: LOAD.loginConnections,
      // Longer than the probe's warm-up and run together, so the probe sees logins throughout.
      warmupSeconds: 0,
      durationSeconds: LOAD.durationSeconds + 2,
      requests: loginRequests(loginEmails, sameOriginJson(server)),
    }),
    runLoad({ ...probe, warmupSeconds: 1 }),
  ]);
  // The load tool measures whole milliseconds: an idle p99 under one counts as one.
  const ratio = busy.p99Ms / Math.max(idle.p99Ms, 1);
  const maxRatio = BUDGETS.logins.maxP99RatioToIdle;
  return [
    {
      group: 'logins',
      what: `logins at ${LOAD.loginConnections} connections`,
      figure: `${login.requestsPerSecond.toFixed(1)} logins/s (p99 ${ms(login.p99Ms)}, ${login.non2xx} non-2xx)`,
      budget: 'report',
      pass: null,
      data: { ...login },
    },
    {
      group: 'logins',
      what: 'other endpoints p99 during logins',
      figure: ms(busy.p99Ms),
      reference: `idle ${ms(idle.p99Ms)}`,
      ratio,
      budget: `≤ ${maxRatio}× idle`,
      pass: ratio <= maxRatio && busy.non2xx === 0 && busy.errors === 0,
      data: { idle, busy },
    },
  ];
};
