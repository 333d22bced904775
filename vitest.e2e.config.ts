import { defineConfig } from 'vitest/config';
import { E2E_SITES } from './tests/support/e2e-sites';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/support/e2e-global-setup.ts'],
    pool: 'forks',
    // One worker per site the global setup starts: a worker's spec files share its site.
    maxWorkers: E2E_SITES,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
