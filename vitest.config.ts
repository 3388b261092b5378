import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (beside the code, no services) and `integration` (test/integration,
 * against real PostgreSQL; one fresh database per run, one tenant per file). Files run in
 * parallel; the e2e browser tests run under Playwright (playwright.config.ts).
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // integration files mostly wait on PostgreSQL and on the CLI processes they start: three
    // files at a time keep both cores busy (Vitest's default is one fewer than the cores)
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['api/src/**/*.test.ts', 'cli/src/**/*.test.{ts,tsx}', 'web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/fixtures/vitest-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
