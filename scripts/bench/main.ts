/**
 * `npm run bench` (full) and `npm run bench -- --quick` (under 3 minutes). Every figure is a
 * ratio against the same work done the plainest way (raw SQL on the same server) in the same
 * run. Results go to bench/results/latest.json and are printed as a table.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '@strata/api/config/paths';
import { openTestServer } from '../../test/fixtures/test-database.js';
import type { BenchResult, BenchSuite } from './bench-types.js';
import { dashboardSuite } from './suites/dashboard.js';
import { dataApiSuite } from './suites/data-api.js';
import { documentsSuite } from './suites/documents.js';
import { exportsSuite } from './suites/exports.js';
import { importsSuite } from './suites/imports.js';
import { journeySuite } from './suites/journey.js';
import { listsSuite } from './suites/lists.js';
import { liveEventsSuite } from './suites/live-events.js';
import { provisioningSuite } from './suites/provisioning.js';
import { scaleSuite } from './suites/scale.js';
import { webBundleSuite } from './suites/web-bundle.js';
import { workersSuite } from './suites/workers.js';

const allSuites: BenchSuite[] = [
  provisioningSuite,
  dataApiSuite,
  webBundleSuite,
  listsSuite,
  dashboardSuite,
  documentsSuite,
  exportsSuite,
  importsSuite,
  journeySuite,
  workersSuite,
  liveEventsSuite,
  // full bench only (N organisations; skipped with --quick)
  scaleSuite,
];
const quick = process.argv.includes('--quick');
/** `--only data-api` runs one suite (while working on it); results then hold only its figures. */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const suites = only ? allSuites.filter((suite) => suite.name === only) : allSuites;
if (suites.length === 0)
  throw new Error(`no suite named ${only}; suites: ${allSuites.map((s) => s.name).join(', ')}`);

const server = await openTestServer();
const started = Date.now();
const results: BenchResult[] = [];
/** Each suite's time, printed at the end: --quick has a budget of 3 minutes in all. */
const suiteTimes: string[] = [];
try {
  for (const suite of suites) {
    process.stdout.write(`\n== ${suite.name}${quick ? ' (quick)' : ''} on ${server.describe} ==\n`);
    const suiteStarted = Date.now();
    results.push(
      ...(await suite.run({
        quick,
        adminUri: server.adminUri,
        log: (line) => process.stdout.write(`  ${line}\n`),
      })),
    );
    suiteTimes.push(`${suite.name}: ${((Date.now() - suiteStarted) / 1000).toFixed(1)} s`);
  }
} finally {
  await server.stop();
}

const outputDir = path.join(repositoryRoot, 'bench', 'results');
mkdirSync(outputDir, { recursive: true });
writeFileSync(
  path.join(outputDir, only ? `${only}.json` : 'latest.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
if (only) mergeIntoLatest(path.join(outputDir, 'latest.json'), results);

/**
 * One suite's run also replaces that suite's figures in latest.json (those whose names share
 * its prefixes, e.g. "data."), so latest.json always holds every suite's newest figures.
 */
/** A row's suite: its name up to the first '.' or ':' ("data.a-eq...", "exports: 5,000 ..."). */
function suiteOf(result: BenchResult): string | undefined {
  return result.name.split(/[.:]/)[0];
}

function mergeIntoLatest(file: string, fresh: BenchResult[]): void {
  // every row of the suites just run is replaced, so a renamed figure leaves no stale row behind
  const prefixes = new Set(fresh.map(suiteOf));
  const previous: BenchResult[] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  const firstIndex = previous.findIndex((r) => prefixes.has(suiteOf(r)));
  const kept = previous.filter((r) => !prefixes.has(suiteOf(r)));
  const at = firstIndex < 0 ? kept.length : firstIndex;
  writeFileSync(file, `${JSON.stringify([...kept.slice(0, at), ...fresh, ...kept.slice(at)], null, 2)}\n`);
}

const rows = results.map((r) => ({
  name: r.name,
  unit: r.unit,
  value: r.value,
  baseline: r.baseline,
  ratio: r.ratio,
  target: r.target === null ? 'reference' : `<= ${r.target}`,
  ok: r.target === null ? '' : r.ratio <= r.target ? 'yes' : 'NO',
}));
console.table(rows);
process.stdout.write(`\n${suiteTimes.join('\n')}\n`);
process.stdout.write(
  `bench/results/${only ? `${only}.json (and its figures in latest.json)` : 'latest.json'} written; ${((Date.now() - started) / 1000).toFixed(0)} s in all\n`,
);
// a suite's leftover handle (a pool's idle timer, a child's pipe) must not keep the bench alive
process.exit(0);
