import type { Request } from 'autocannon';
import { BUDGETS, LOAD } from '../budgets';
import { clean, runLoad } from '../load';
import { createRecorder, percentile, runAtRate } from '../open-loop';
import { ms, perSecond } from '../report';
import type { RunningServer } from '../server';
import { sameOriginJson, type Scenario, type ScenarioContext } from './context';

/** One call of a student: the list of owned courses, or a module marked as seen. */
type StudentCall = {
  kind: 'list' | 'progress';
  method: 'GET' | 'PUT';
  path: string;
  cookie: string;
  body?: unknown;
};

/** Every student's two calls, student after student, so that a round goes through all of them. */
function studentCalls({ cookies, course }: ScenarioContext['students']): StudentCall[] {
  const progressPath = `/api/user/courses/${course.id}/${course.slug}/update/progress`;
  return cookies.flatMap((cookie, student): StudentCall[] => [
    { kind: 'list', method: 'GET', path: '/api/user/courses', cookie },
    {
      kind: 'progress',
      method: 'PUT',
      path: progressPath,
      cookie,
      body: {
        unitId: course.unitId,
        moduleId: course.moduleIds[student % course.moduleIds.length],
      },
    },
  ]);
}

type OfferedStep = {
  offeredPerSecond: number;
  answeredPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
};

/** The calls offered at a fixed rate for a while, whether earlier ones have been answered or not. */
async function offerAtRate(
  server: RunningServer,
  calls: StudentCall[],
  rate: number,
  seconds: number,
): Promise<OfferedStep> {
  const recorder = createRecorder(server.url);
  let sent = 0;
  const next = () => {
    const call = calls[sent++ % calls.length]!;
    return recorder.request(call.kind, call.method, call.path, {
      cookie: call.cookie,
      body: call.body,
    });
  };
  const { refused } = await runAtRate({ perSecond: rate, seconds, next });
  recorder.close();
  const times = recorder.samples.map((sample) => sample.ms);
  return {
    offeredPerSecond: rate,
    answeredPerSecond: times.length / seconds,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    errors: refused + recorder.samples.filter((sample) => !sample.ok).length,
  };
}

const holds = (step: OfferedStep) => step.p99Ms <= BUDGETS.signedIn.maxP99Ms && step.errors === 0;
const described = (step: OfferedStep) =>
  `${step.offeredPerSecond}/s: p99 ${ms(step.p99Ms)}, ${step.errors} errors`;

/**
 * Many students at once, as an open model: the students' calls offered at rising fixed rates,
 * up to the first rate that misses the budget. The row names the highest rate that kept it. A
 * closed run of 100 connections, each a student waiting for its answer before the next call,
 * is reported beside it for reference (its latency is connections ÷ throughput by construction).
 */
export const signedIn: Scenario = async ({ server, students, database }) => {
  const budget = BUDGETS.signedIn;
  const calls = studentCalls(students);
  const [firstRate] = budget.offeredRatesPerSecond;
  await offerAtRate(server, calls, firstRate, LOAD.warmupSeconds);
  const steps: OfferedStep[] = [];
  for (const rate of budget.offeredRatesPerSecond) {
    const step = await offerAtRate(server, calls, rate, LOAD.durationSeconds);
    steps.push(step);
    if (!holds(step)) break;
  }
  const held = steps.filter(holds).at(-1);
  const judged = database.kind === 'postgres';

  const asRequest = (call: StudentCall): Request => ({
    method: call.method,
    path: call.path,
    headers: { cookie: call.cookie, ...(call.body ? sameOriginJson(server) : {}) },
    ...(call.body ? { body: JSON.stringify(call.body) } : {}),
  });
  const closed = await runLoad({
    url: server.url,
    requestsOfConnection: (connection) =>
      calls.slice(connection * 2, connection * 2 + 2).map(asRequest),
  });
  const users = students.cookies.length;
  return [
    {
      group: 'signed-in',
      what: `signed-in list + progress PUT, ${users} students, highest offered rate held`,
      figure: held
        ? `${described(held)}, p50 ${ms(held.p50Ms)}${steps.at(-1) === held ? '' : ` (next ${described(steps.at(-1)!)})`}`
        : `none (${described(steps[0]!)})`,
      budget: `p99 ≤ ${budget.maxP99Ms} ms, no errors, at ≥ ${budget.minRatePerSecond}/s${judged ? '' : ' (judged on PostgreSQL)'}`,
      pass: judged ? (held?.offeredPerSecond ?? 0) >= budget.minRatePerSecond : null,
      data: { users, steps },
    },
    {
      group: 'signed-in',
      what: `signed-in list + progress PUT, ${LOAD.connections} closed connections (reference)`,
      figure: `p99 ${ms(closed.p99Ms)} at ${perSecond(closed.requestsPerSecond)}, ${closed.errors + closed.timeouts} errors, ${closed.non2xx} non-2xx`,
      budget: 'report',
      pass: null,
      data: { ...closed, clean: clean(closed), users: Math.min(users, LOAD.connections) },
    },
  ];
};
