// The whole suite: API and unit tests, then the browser tests against the built site.
// `--unit-only` stops after the API and unit tests; `--e2e-only` runs only the browser tests.
// `--postgres=URL` (CI) runs the server's tests a second time, on that PostgreSQL server, side by side
// with the browser tests: those mostly wait on the site and Chromium, so the two share the cores.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command to its end; its output goes to this terminal, or to `logFile` when given. */
function run(command, args, { env = {}, logFile } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (logFile) {
      const log = createWriteStream(logFile);
      child.stdout.pipe(log);
      child.stderr.pipe(log);
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Vitest's JSON report → [passed, failed, skipped]. */
function counts(reportFile) {
  if (!existsSync(reportFile)) return [0, 0, 0];
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  return [
    report.numPassedTests,
    report.numFailedTests,
    report.numPendingTests + report.numTodoTests,
  ];
}

const started = Date.now();
const minutes = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;

async function vitest(config, reportFile, options) {
  const status = await run(
    npx,
    [
      'vitest',
      'run',
      '--config',
      config,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
      ...(options?.only ?? []),
    ],
    options,
  );
  console.log(
    `\n${config}${options?.env?.TEST_DATABASE_URL ? ' on PostgreSQL' : ''}: ended at ${minutes()}`,
  );
  return status;
}

function chromiumPath() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (candidate) => candidate && existsSync(candidate),
  );
}

/** The browser tests against a fresh build; a build that fails is their failure. */
async function browserTests() {
  const built = await run(npm, ['run', 'build']);
  return built === 0 ? vitest('vitest.e2e.config.ts', 'test-results/e2e.json') : built;
}

/**
 * Server tests whose work is the same whichever database the suite runs on, and heavy on the
 * processor: the PostgreSQL run, beside the browser tests, leaves them to the first run.
 */
const SAME_ON_EVERY_DATABASE = [
  // The embedded database's own backup: it opens PGlite folders whatever the suite runs on.
  'src/server/backup/pglite-backup.test.ts',
  // Production-cost password hashes, no database.
  'src/server/modules/auth/password-pressure.test.ts',
  // Three demo clips transcoded by ffmpeg; its database work is a few plain updates.
  'src/server/modules/videos/lesson-file-videos.test.ts',
];

/** The API suite on a PostgreSQL server, its output kept in a file and printed when it ends. */
async function postgresSuite(url) {
  const logFile = 'test-results/postgres.log';
  console.log(`\nAPI suite on PostgreSQL: running beside the rest, output in ${logFile}`);
  const status = await vitest('vitest.config.ts', 'test-results/postgres.json', {
    env: { TEST_DATABASE_URL: url, FORCE_COLOR: '1' },
    logFile,
    // The web's and the shared rules' tests touch no database: the first run has them.
    // One file at a time: the browser tests' sites and Chromium keep the rest of the cores.
    only: [
      'src/server',
      '--maxWorkers=1',
      ...SAME_ON_EVERY_DATABASE.flatMap((file) => ['--exclude', file]),
    ],
  });
  console.log(`\n== API suite on PostgreSQL (${url})\n${readFileSync(logFile, 'utf8')}`);
  return status;
}

/** Vitest's JSON report → 'file › test' for each failed test, so that the end of the log names them. */
function failures(reportFile) {
  if (!existsSync(reportFile)) return [];
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  return report.testResults.flatMap((file) => {
    const name = file.name.replace(`${process.cwd()}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') return [`${name} › ${file.message}`];
    return failed.map((test) => `${name} › ${test.fullName}`);
  });
}

const totals = [0, 0, 0];
const failed = [];
const add = (reportFile) => {
  counts(reportFile).forEach((n, i) => (totals[i] += n));
  failed.push(...failures(reportFile).map((line) => `${reportFile}: ${line}`));
};
mkdirSync('test-results', { recursive: true });

const e2eOnly = process.argv.includes('--e2e-only');
const postgresUrl = process.argv.find((arg) => arg.startsWith('--postgres='))?.slice(11);
let status = 0;
if (!e2eOnly) {
  status = await vitest('vitest.config.ts', 'test-results/unit.json');
  add('test-results/unit.json');
}

const alongside = [];
if (postgresUrl) alongside.push(postgresSuite(postgresUrl));

if (process.argv.includes('--unit-only')) {
  // API and unit tests only.
} else if (!chromiumPath()) {
  const message =
    'Browser tests SKIPPED: no Chromium found (looked at $CHROMIUM_PATH, /usr/bin/chromium).\n' +
    'Install one with `sudo apt-get install chromium` (or set CHROMIUM_PATH) and run `npm test` again.';
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`\n${message}\nREQUIRE_E2E=1: a skipped browser run is a failure.`);
    status = 1;
  } else {
    console.warn(`\n${message}`);
  }
} else {
  // Run even after a failure above: one run shows every failing part.
  const e2e = await browserTests();
  status ||= e2e;
  add('test-results/e2e.json');
}

const others = await Promise.all(alongside);
status ||= others.find((other) => other !== 0) ?? 0;
if (postgresUrl) add('test-results/postgres.json');

if (failed.length > 0) console.log(`\nFailed:\n${failed.map((line) => `- ${line}`).join('\n')}`);
console.log(`\n${totals[0]} passed, ${totals[1]} failed, ${totals[2]} skipped`);
process.exit(status);
