import { startBare } from '../bare-routes';
import { captureRoute } from '../bare-routes';
import { BUDGETS } from '../budgets';
import { clean, runLoad, type LoadFigures } from '../load';
import { ms, perSecond, type ResultRow } from '../report';
import type { Scenario } from './context';

type Measured = { route: string; real: LoadFigures; bare: LoadFigures };

const errorsOf = (load: LoadFigures) =>
  `${load.errors} errors, ${load.timeouts} timeouts, ${load.non2xx} non-2xx`;

function ratioRow(what: string, measured: Measured, minRatio: number): ResultRow {
  const ratio = measured.real.requestsPerSecond / measured.bare.requestsPerSecond;
  return {
    group: 'api',
    what: `${what} throughput`,
    figure: perSecond(measured.real.requestsPerSecond),
    reference: `bare ${perSecond(measured.bare.requestsPerSecond)}`,
    ratio,
    budget: `≥ ${minRatio}× bare`,
    pass: ratio >= minRatio && clean(measured.real),
    data: { ...measured },
  };
}

/**
 * The public catalogue, a course's detail and its server-rendered page, each against a bare
 * `node:http` server answering the same bytes, at 100 connections.
 */
export const publicApi: Scenario = async ({ server, publicCourse, workDir }) => {
  const routes = {
    list: '/api/courses',
    detail: `/api/courses/${publicCourse.id}/${publicCourse.slug}`,
    page: `/courses/${publicCourse.id}/${publicCourse.slug}`,
  };
  const identity = { 'accept-encoding': 'identity' };
  const captured = Object.fromEntries(
    await Promise.all(
      Object.values(routes).map(async (route) => [
        route,
        await captureRoute(server.url, route, identity),
      ]),
    ),
  );
  const pageBody = Buffer.from(captured[routes.page]!.bodyBase64, 'base64').toString();
  const serverRendered = !pageBody.includes('<div id="root"></div>');
  const bare = await startBare(captured, workDir);
  const measure = async (route: string): Promise<Measured> => ({
    route,
    bare: await runLoad({ url: `${bare.url}${route}` }),
    real: await runLoad({ url: `${server.url}${route}` }),
  });
  try {
    const list = await measure(routes.list);
    const detail = await measure(routes.detail);
    const page = await measure(routes.page);
    const { coursesList, courseDetail, coursePage } = BUDGETS;
    const pageRow = ratioRow('course page HTML', page, coursePage.minRatioToBare);
    return [
      ratioRow('GET /api/courses', list, coursesList.minRatioToBare),
      {
        group: 'api',
        what: 'GET /api/courses p99',
        figure: ms(list.real.p99Ms),
        reference: `bare ${ms(list.bare.p99Ms)}`,
        budget: `≤ ${coursesList.maxP99Ms} ms`,
        pass: list.real.p99Ms <= coursesList.maxP99Ms,
      },
      {
        group: 'api',
        what: 'GET /api/courses failures',
        figure: errorsOf(list.real),
        budget: 'none',
        pass: clean(list.real),
      },
      ratioRow('GET /api/courses/{id}/{slug}', detail, courseDetail.minRatioToBare),
      {
        ...pageRow,
        pass: pageRow.pass && serverRendered,
        what: `course page HTML throughput (${serverRendered ? 'server-rendered' : 'NOT server-rendered'})`,
      },
    ];
  } finally {
    await bare.stop();
  }
};
