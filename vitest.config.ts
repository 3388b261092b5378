import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (beside the code, no services), `dom` (web components, hooks and
 * screens rendered into happy-dom with Testing Library, beside the code as *.dom.test.tsx; the
 * server answers are faked) and `integration` (test/integration, against real PostgreSQL; one
 * fresh database per run, one tenant per file). Files run in parallel; what only the whole
 * stack shows runs in Chromium under Playwright (playwright.config.ts).
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
          exclude: ['web/src/**/*.dom.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['web/src/**/*.dom.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/src/test-support/dom-setup.ts'],
          // a screen renders whole, its lazy modules transformed on first import: on a loaded
          // CI machine a test took over Vitest's 5 s (and a state may be waited for 5 s)
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/fixtures/vitest-global-setup.ts'],
          // Each file makes its own tenants and servers and nothing here mocks a module, stubs the
          // environment or fakes timers: a worker keeps the modules it imported for its next file.
          // Importing the API afresh for every file cost about 4 s of CPU each (a quarter of the run).
          isolate: false,
          // a cheap password hash for the users the files make and the CLI processes they start
          // (allowed under NODE_ENV=test only, which Vitest sets); a hash keeps its own cost
          env: { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
