// `npm test`: every check CI runs, in order, stopping at the first failure:
// typecheck + build (tsc -b, Vite), lint and format (Biome), unit, DOM and integration tests
// (Vitest, real PostgreSQL), end-to-end tests (Playwright in Debian's Chromium). At the end it
// prints each step's time, the ten slowest tests and every failure with the start of its error
// (from the JSON reports of both runners).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { failedTests, playwrightDurations, slowestTests, vitestDurations } from './test-report.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (...parts) => path.join(root, 'node_modules', ...parts);
const reports = path.join(root, '.data', 'test-reports');
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  ['typecheck and build', [path.join(root, 'scripts', 'build.mjs')]],
  ['lint and format', [bin('@biomejs', 'biome', 'bin', 'biome'), 'check', '.']],
  [
    'unit, DOM and integration tests',
    [
      bin('vitest', 'vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
  ],
  ['end-to-end tests', [bin('@playwright', 'test', 'cli.js'), 'test', '--reporter=list,json']],
];

const timings = [];
const started = Date.now();
const summary = () => {
  const files = [
    { file: vitestReport, read: vitestDurations },
    { file: playwrightReport, read: playwrightDurations },
  ];
  const slowest = slowestTests(files);
  const failed = failedTests(files);
  const total = `total: ${((Date.now() - started) / 1000).toFixed(1)} s`;
  return [
    ...timings,
    total,
    ...(slowest.length ? ['', 'Slowest tests:', ...slowest] : []),
    ...(failed.length ? ['', 'Failed tests:', ...failed] : []),
  ].join('\n');
};
for (const [name, args] of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const stepStarted = Date.now();
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CI: process.env.CI ?? '', PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  });
  timings.push(`${name}: ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    process.stdout.write(`\n${name} FAILED\n${summary()}\n`);
    process.exit(result.status ?? 1);
  }
}
process.stdout.write(`\nAll checks passed.\n${summary()}\n`);
