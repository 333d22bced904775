// The performance benchmark: `npm run bench` (all of it) or `npm run bench -- --only=api,bundle`.
// Builds, starts the production server as an operator does, measures every budget of
// bench/budgets.ts against references measured in the same run, prints a table, writes
// bench/results/latest.json, stops what it started, and exits 1 when a budget falls short.
// PostgreSQL instead of the embedded database: BENCH_DATABASE_URL (its database is recreated).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { seedAdminSession, seedLoginUsers, seedStudents } from './accounts';
import { seedCertificate } from './certificate';
import { VOLUME } from './budgets';
import { benchDatabase, recreatePostgres, withDatabase, type BenchDatabase } from './database';
import { lighthouseRows } from './lighthouse';
import { residentBytes } from './proc';
import { formatTable, mib, ms, writeResults, type ResultRow } from './report';
import { adminLists } from './scenarios/admin-lists';
import { bundleRows } from './scenarios/bundle-size';
import type { Scenario, ScenarioContext } from './scenarios/context';
import { csvExport } from './scenarios/csv-export';
import { hostedVideo } from './scenarios/hosted-video';
import { logins } from './scenarios/logins';
import { playerRows } from './scenarios/player';
import { publicApi } from './scenarios/public-api';
import { signedIn } from './scenarios/signed-in';
import { seedBulk } from './seed-bulk';
import { startServer, type RunningServer } from './server';

const GROUPS = [
  'api',
  'signed-in',
  'admin',
  'logins',
  'csv',
  'lighthouse',
  'player',
  'video',
  'bundle',
] as const;
type Group = (typeof GROUPS)[number];
const LOADS: [Group, Scenario][] = [
  ['api', publicApi],
  ['signed-in', signedIn],
  ['admin', adminLists],
  ['logins', logins],
];
const ADMIN_EMAIL = 'admin@bench.example';

function selectedGroups(): Set<Group> {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  if (!only) return new Set(GROUPS);
  const asked = only.split(',').map((name) => name.trim());
  const unknown = asked.filter((name) => !(GROUPS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`unknown --only group ${unknown.join(', ')}; known: ${GROUPS.join(', ')}`);
  }
  return new Set(asked as Group[]);
}

const step = (message: string) => process.stderr.write(`[bench] ${message}\n`);

function buildSite(): void {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const built = spawnSync(npm, ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('npm run build failed');
}

function startupRow(what: string, server: RunningServer): ResultRow {
  return {
    group: 'startup',
    what,
    figure: ms(server.startupMs),
    budget: 'report',
    pass: null,
    data: { startupMs: server.startupMs },
  };
}

async function publicCourseOf(server: RunningServer) {
  const answer = (await (await fetch(`${server.url}/api/courses`)).json()) as {
    courses: { id: number; slug: string }[];
  };
  const course = answer.courses[0];
  if (!course) throw new Error('the catalogue is empty');
  return { id: course.id, slug: course.slug };
}

/** The page of the course's first free preview lesson (every demo course has one). */
async function previewPageOf(server: RunningServer, course: { id: number; slug: string }) {
  const answer = (await (
    await fetch(`${server.url}/api/courses/${course.id}/${course.slug}`)
  ).json()) as { course: { units: { modules: { id: number; preview: boolean }[] }[] } };
  const lesson = answer.course.units.flatMap((unit) => unit.modules).find((m) => m.preview);
  if (!lesson) throw new Error('the course has no free preview lesson');
  return `/courses/${course.id}/${course.slug}/preview/${lesson.id}`;
}

/** Seeds what the scenarios need while the server is stopped (PGlite has one owner). */
async function seed(database: BenchDatabase, dataDir: string, bulk: boolean) {
  return withDatabase(database, dataDir, async (sql) => {
    if (bulk) {
      step(`seeding ${VOLUME.users} users and ${VOLUME.purchases} purchases`);
      await seedBulk(sql);
    }
    return {
      students: await seedStudents(sql, VOLUME.signedInUsers),
      loginEmails: await seedLoginUsers(sql, VOLUME.loginUsers),
      adminCookie: await seedAdminSession(sql, ADMIN_EMAIL),
      certificateCode: await seedCertificate(sql),
    };
  });
}

/** Measures with the server running; rows go into `rows` as they come, so a failure keeps them. */
async function serverRows(
  groups: Set<Group>,
  workDir: string,
  stops: (() => Promise<void>)[],
  rows: ResultRow[],
) {
  const database = benchDatabase();
  if (database.url) await recreatePostgres(database.url);
  const dataDir = path.join(workDir, 'data');
  const logFile = path.join(workDir, 'server.log');
  step(`server log: ${logFile}`);

  step('first start on an empty database (migrations, demo courses, admin)');
  const fresh = await startServer({ dataDir, databaseUrl: database.url, logFile });
  stops.push(fresh.stop);
  rows.push(startupRow('start-up, empty database', fresh));
  await fresh.stop();

  const { certificateCode, ...seeded } = await seed(
    database,
    dataDir,
    groups.has('admin') || groups.has('csv'),
  );
  // Behind a proxy as operators run it, so the logins can come from many addresses.
  const server = await startServer({
    dataDir,
    databaseUrl: database.url,
    logFile,
    env: { TRUST_PROXY: '1' },
  });
  stops.push(server.stop);
  rows.push(startupRow('start-up, seeded database', server));
  const context: ScenarioContext = {
    server,
    database,
    workDir,
    publicCourse: await publicCourseOf(server),
    ...seeded,
  };
  for (const [group, scenario] of LOADS) {
    if (!groups.has(group)) continue;
    step(`measuring ${group}`);
    rows.push(...(await scenario(context)));
  }
  rows.push({
    group: 'memory',
    what: 'server resident memory after the load',
    figure: mib(residentBytes(server.pid)),
    budget: 'report',
    pass: null,
  });
  if (groups.has('csv')) {
    step('measuring csv');
    rows.push(...(await csvExport(context)));
  }
  if (groups.has('lighthouse')) {
    step('measuring lighthouse (3 runs of 9 pages)');
    const { id, slug } = context.publicCourse;
    rows.push(
      ...(await lighthouseRows(server.url, {
        '/': '/',
        '/courses': '/courses',
        'course page': `/courses/${id}/${slug}`,
        'free lesson page': await previewPageOf(server, { id, slug }),
        '/consultas': '/consultas',
        '/monotributo': '/monotributo',
        '/vencimientos': '/vencimientos',
        '/plan-contador': '/plan-contador',
      })),
      ...(await lighthouseRows(
        server.url,
        { 'certificate page': `/certificados/${certificateCode}` },
        { unindexed: true },
      )),
    );
  }
  if (groups.has('player')) {
    step('measuring the course player (Lighthouse signed in, time to the first frame)');
    rows.push(...(await playerRows(context)));
  }
  if (groups.has('video')) {
    step('measuring hosted video (segment delivery, first frame with HLS)');
    rows.push(...(await hostedVideo(context)));
  }
  await server.stop();
}

async function main(): Promise<number> {
  const groups = selectedGroups();
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const stops: (() => Promise<void>)[] = [];
  const stopAll = () => Promise.all(stops.map((stop) => stop().catch(() => undefined)));
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  const rows: ResultRow[] = [];
  const database: BenchDatabase = benchDatabase();
  let failure: unknown;
  try {
    if (groups.has('bundle')) {
      step('building the site and the bare React + React Router reference');
      rows.push(...(await bundleRows(workDir)));
    }
    if ([...groups].some((group) => group !== 'bundle')) {
      if (!process.argv.includes('--skip-build')) {
        step('npm run build');
        buildSite();
      }
      await serverRows(groups, workDir, stops, rows);
    }
  } catch (error) {
    failure = error;
  } finally {
    await stopAll();
  }
  rmSync(workDir, { recursive: true, force: true });

  console.log(`\nDatabase: ${database.kind}\n`);
  console.log(formatTable(rows));
  const results = {
    at: new Date().toISOString(),
    database: database.kind,
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model, memoryBytes: totalmem() },
    node: process.version,
    commit: spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim(),
    groups: [...groups],
    error: failure === undefined ? undefined : String(failure),
    rows,
  };
  writeResults(path.join('bench', 'results', 'latest.json'), results);
  writeResults(path.join('bench', 'results', `latest-${database.kind}.json`), results);
  if (failure !== undefined) {
    console.error('\nThe run stopped before its end:', failure);
    return 2;
  }
  const failed = rows.filter((row) => row.pass === false);
  console.log(
    `\n${failed.length} of ${rows.filter((row) => row.pass !== null).length} budgets fall short`,
  );
  return failed.length > 0 ? 1 : 0;
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
