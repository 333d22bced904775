import type { Request } from 'autocannon';
import { isDeepStrictEqual } from 'node:util';
import { startBareSignedIn } from '../bare-routes';
import { BUDGETS, LOAD } from '../budgets';
import { clean, runLoad } from '../load';
import { createRecorder, percentile, runAtRate } from '../open-loop';
import { ms, perSecond } from '../report';
import type { Scenario, ScenarioContext } from './context';

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
  url: string,
  calls: StudentCall[],
  rate: number,
  seconds: number,
): Promise<OfferedStep> {
  const recorder = createRecorder(url);
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

/** The rising rates, up to the first that misses the budget; the highest that kept it. */
async function ladder(url: string, calls: StudentCall[]) {
  const [firstRate] = BUDGETS.signedIn.offeredRatesPerSecond;
  await offerAtRate(url, calls, firstRate, LOAD.warmupSeconds);
  const steps: OfferedStep[] = [];
  for (const rate of BUDGETS.signedIn.offeredRatesPerSecond) {
    const step = await offerAtRate(url, calls, rate, LOAD.durationSeconds);
    steps.push(step);
    if (!holds(step)) break;
  }
  return { steps, held: steps.filter(holds).at(-1) };
}

type Ladder = Awaited<ReturnType<typeof ladder>>;

const heldFigure = ({ steps, held }: Ladder) =>
  held
    ? `${described(held)}, p50 ${ms(held.p50Ms)}${steps.at(-1) === held ? '' : ` (next ${described(steps.at(-1)!)})`}`
    : `none (${described(steps[0]!)})`;

/** 100 connections, each a student waiting for its answer before its next call. */
function closedLoad(url: string, origin: string, calls: StudentCall[]) {
  const asRequest = (call: StudentCall): Request => ({
    method: call.method,
    path: call.path,
    headers: {
      cookie: call.cookie,
      ...(call.body ? { 'content-type': 'application/json', origin } : {}),
    },
    ...(call.body ? { body: JSON.stringify(call.body) } : {}),
  });
  return runLoad({
    url,
    requestsOfConnection: (connection) =>
      calls.slice(connection * 2, connection * 2 + 2).map(asRequest),
  });
}

/** A student's call answered by a server: status and parsed body. */
async function answerOf(url: string, origin: string, call: StudentCall) {
  const response = await fetch(`${url}${call.path}`, {
    method: call.method,
    headers: {
      cookie: call.cookie,
      ...(call.body ? { 'content-type': 'application/json', origin } : {}),
    },
    ...(call.body ? { body: JSON.stringify(call.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** The reference must answer what the product answers, or its figures mean nothing. */
async function checkSameAnswers(product: string, reference: string, calls: StudentCall[]) {
  for (const call of calls.slice(0, 4)) {
    const [ours, its] = [
      await answerOf(product, product, call),
      await answerOf(reference, product, call),
    ];
    if (ours.status !== 200 || !isDeepStrictEqual(ours, its)) {
      throw new Error(
        `the signed-in reference answers ${call.method} ${call.path} otherwise than the product: ` +
          `${JSON.stringify(its).slice(0, 300)} against ${JSON.stringify(ours).slice(0, 300)}`,
      );
    }
  }
}

/**
 * Many students at once, against a reference measured in the same run: a bare `node:http` + `pg`
 * server doing the same session lookup and statements (bench/bare-signed-in.ts, on PostgreSQL).
 * Closed: 100 connections, each a student waiting for its answer before the next call (latency
 * is connections ÷ throughput by construction); judged as a ratio of throughput to the
 * reference's. Open: the students' calls offered at rising fixed rates, up to the first that
 * misses the budget; the row names the highest rate that kept it.
 */
export const signedIn: Scenario = async ({ server, students, database }) => {
  const budget = BUDGETS.signedIn;
  const calls = studentCalls(students);
  const judged = database.kind === 'postgres';
  const reference = database.url ? await startBareSignedIn(database.url) : undefined;
  try {
    if (reference) await checkSameAnswers(server.url, reference.url, calls);
    const closedReference = reference && (await closedLoad(reference.url, server.url, calls));
    const closed = await closedLoad(server.url, server.url, calls);
    const openReference = reference && (await ladder(reference.url, calls));
    const open = await ladder(server.url, calls);
    const users = students.cookies.length;
    const ratio = closedReference && closed.requestsPerSecond / closedReference.requestsPerSecond;
    return [
      {
        group: 'signed-in',
        what: `signed-in list + progress PUT, ${users} students, highest offered rate held`,
        figure: heldFigure(open),
        ...(openReference ? { reference: `bare ${heldFigure(openReference)}` } : {}),
        budget: `p99 ≤ ${budget.maxP99Ms} ms, no errors, at ≥ ${budget.minRatePerSecond}/s${judged ? '' : ' (judged on PostgreSQL)'}`,
        pass: judged ? (open.held?.offeredPerSecond ?? 0) >= budget.minRatePerSecond : null,
        data: { users, steps: open.steps, referenceSteps: openReference?.steps },
      },
      {
        group: 'signed-in',
        what: `signed-in list + progress PUT, ${LOAD.connections} closed connections`,
        figure: `${perSecond(closed.requestsPerSecond)}, p99 ${ms(closed.p99Ms)}, ${closed.errors + closed.timeouts} errors, ${closed.non2xx} non-2xx`,
        ...(closedReference
          ? {
              reference: `bare ${perSecond(closedReference.requestsPerSecond)}, p99 ${ms(closedReference.p99Ms)}`,
              ratio,
            }
          : {}),
        budget: `≥ ${budget.minClosedRatioToBare}× bare${judged ? '' : ' (judged on PostgreSQL)'}`,
        pass: judged ? (ratio ?? 0) >= budget.minClosedRatioToBare && clean(closed) : null,
        data: {
          ...closed,
          clean: clean(closed),
          users: Math.min(users, LOAD.connections),
          reference: closedReference,
        },
      },
    ];
  } finally {
    await reference?.stop();
  }
};
