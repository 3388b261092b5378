// The slowest tests of a `npm test` run, read from the JSON reports Vitest and Playwright write
// beside their usual output (scripts/test.mjs asks for them): the suite's budgets (README,
// "Tests") say no test takes over 20 s, and this is where a run shows which come closest.
import { existsSync, readFileSync } from 'node:fs';

/** Vitest's JSON report (jest's shape): files of assertion results with their durations. */
export function vitestDurations(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      failed: test.status === 'failed',
      error: (test.failureMessages ?? []).join('\n'),
      level: file.name.includes('/test/integration/')
        ? 'integration'
        : file.name.includes('.dom.test.')
          ? 'dom'
          : 'unit',
      title: `${relative(file.name)} › ${test.fullName ?? test.title}`,
      ms: test.duration ?? 0,
    })),
  );
}

/** Playwright's JSON report: nested suites of specs, each run with its own duration. */
export function playwrightDurations(report) {
  const found = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          found.push({
            failed: result.status === 'failed' || result.status === 'timedOut',
            error: (result.errors ?? [result.error]).map((error) => error?.message ?? '').join('\n'),
            level: 'e2e',
            title: `${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`,
            ms: result.duration ?? 0,
          });
        }
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title && !child.title.endsWith('.ts') ? [...path, child.title] : path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

const relative = (file) => file.replace(/^.*?\/(api|web|cli|test)\//, '$1/');

function readReports(files) {
  const durations = [];
  for (const { file, read } of files) {
    if (!existsSync(file)) continue;
    try {
      durations.push(...read(JSON.parse(readFileSync(file, 'utf8'))));
    } catch {
      // a report cut short by a crash: its step has already failed and said why
    }
  }
  return durations;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a terminal colour
const colours = /\u001b\[[0-9;]*m/g;

/**
 * Every failed test with the start of its error, as lines to print last: CI shows a run's
 * tail, and a runner's own account of a failure can sit far above it, cut from what CI shows.
 */
export function failedTests(files, linesEach = 25) {
  return readReports(files)
    .filter((test) => test.failed)
    .flatMap((test) => [
      `${test.level.padEnd(11)} ${test.title}`,
      ...test.error
        .replace(colours, '')
        .split('\n')
        .slice(0, linesEach)
        .map((line) => `    ${line}`),
      '',
    ]);
}

/** The `count` slowest of every report found, as lines to print; none when no report exists. */
export function slowestTests(files, count = 10) {
  return readReports(files)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((test) => `${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.level.padEnd(11)} ${test.title}`);
}
