import { defineConfig } from 'vitest/config';
import { E2E_SITES } from './tests/support/e2e-sites';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/support/e2e-global-setup.ts'],
    pool: 'forks',
    // One worker per site the global setup starts: a worker's spec files share its site.
    maxWorkers: E2E_SITES,
    // A worker's spec files share one module graph, as the API suite's do (decision 0040):
    // Playwright, axe-core and the helpers load once per worker, not once per file.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
