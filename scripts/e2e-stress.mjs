// `npm run test:e2e:stress [-- --base <rev>] [--repeat <n>] [playwright args]`: the end-to-end
// suite as a slow CI machine runs it. One core is kept busy by a CPU burner (Debian's stress-ng
// when installed, else a Node busy loop) while Playwright runs every spec once, then the specs
// changed since <rev> (default main; committed, staged, unstaged and new files) <n> times
// each (default 3). Run it before stopping whenever e2e tests or the screens they touch changed.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const [, value] = args.splice(at, 2);
  return value;
};
const base = option('--base', 'main');
const repeat = Number(option('--repeat', '3'));
if (!Number.isInteger(repeat) || repeat < 1) {
  process.stderr.write('--repeat takes a whole number of runs, 1 or more\n');
  process.exit(2);
}

const git = (...gitArgs) =>
  execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

/** e2e specs that differ from the base: since the merge base, plus what is not committed yet. */
function changedSpecs() {
  const since = git('merge-base', 'HEAD', base)[0];
  const files = new Set([
    ...git('diff', '--name-only', since),
    ...git('ls-files', '--others', '--exclude-standard', 'test/e2e'),
  ]);
  return [...files].filter((file) => /^test\/e2e\/.+\.spec\.ts$/.test(file)).sort();
}

function startBurner() {
  const stressNg = spawnSync('sh', ['-c', 'command -v stress-ng'], { encoding: 'utf8' }).stdout.trim();
  const burner = stressNg
    ? spawn(stressNg, ['--cpu', '1', '--timeout', '4h', '--quiet'], { stdio: 'ignore', detached: true })
    : spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore', detached: true });
  process.stdout.write(
    `CPU burner: ${stressNg ? 'stress-ng --cpu 1' : 'a Node busy loop'} (pid ${burner.pid})\n`,
  );
  return burner;
}

function playwright(extra) {
  const cli = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');
  return spawnSync(process.execPath, [cli, 'test', ...extra, ...args], { cwd: root, stdio: 'inherit' })
    .status;
}

const specs = changedSpecs();
const burner = startBurner();
// stress-ng runs its stressors as children: the whole process group goes
const stop = () => {
  try {
    process.kill(-burner.pid, 'SIGKILL');
  } catch {
    // already gone
  }
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});
const results = [];
try {
  const started = Date.now();
  process.stdout.write('\n=== every spec, once, with one core busy ===\n');
  results.push(['every spec once', playwright([]), Date.now() - started]);
  if (specs.length > 0) {
    const again = Date.now();
    process.stdout.write(
      `\n=== specs changed since ${base}, ${repeat} times each ===\n${specs.join('\n')}\n`,
    );
    results.push([
      `changed specs x${repeat}`,
      playwright([`--repeat-each=${repeat}`, ...specs]),
      Date.now() - again,
    ]);
  } else {
    process.stdout.write(`\nNo e2e spec changed since ${base}: nothing to repeat.\n`);
  }
} finally {
  stop();
}
process.stdout.write('\n');
for (const [name, status, ms] of results)
  process.stdout.write(`${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${(ms / 1000).toFixed(1)} s\n`);
process.exit(results.every(([, status]) => status === 0) ? 0 : 1);
