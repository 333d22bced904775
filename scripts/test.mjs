// The whole suite: API and unit tests, then the browser tests against the built site.
// `--unit-only` stops after the API and unit tests; `--e2e-only` runs only the browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  return result.status ?? 1;
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

function vitest(config, reportFile) {
  return run(npx, [
    'vitest',
    'run',
    '--config',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ]);
}

function chromiumPath() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (candidate) => candidate && existsSync(candidate),
  );
}

const totals = [0, 0, 0];
const add = (reportFile) => counts(reportFile).forEach((n, i) => (totals[i] += n));

const e2eOnly = process.argv.includes('--e2e-only');
let status = 0;
if (!e2eOnly) {
  status = vitest('vitest.config.ts', 'test-results/unit.json');
  add('test-results/unit.json');
}

if (process.argv.includes('--unit-only')) {
  // API and unit tests only (CI's second run, on PostgreSQL).
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
  const built = run(npm, ['run', 'build']);
  const e2e = built === 0 ? vitest('vitest.e2e.config.ts', 'test-results/e2e.json') : built;
  add('test-results/e2e.json');
  status ||= e2e;
}

console.log(`\n${totals[0]} passed, ${totals[1]} failed, ${totals[2]} skipped`);
process.exit(status);
