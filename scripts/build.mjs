// Builds what is out of date: TypeScript (api, cli, web types) incrementally with tsc -b, the
// web app with Vite when its sources changed, and api/dist/build-info.json when anything did.
// `node scripts/build.mjs --force` (npm run build) rebuilds the web app regardless.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

/** Runs one build step, saying what it does and how long it took (a first build takes minutes). */
function run(label, command, args) {
  const started = Date.now();
  process.stdout.write(`${label}...\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  process.stdout.write(`${label}: done in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}

const tscBin = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const viteBin = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const before = newest(path.join(root, 'api', 'dist'));
run('Compiling the API, CLI and web types (tsc -b; about a minute the first time)', process.execPath, [
  tscBin,
  '-b',
]);
let changed = newest(path.join(root, 'api', 'dist')) !== before;

const webIndex = path.join(root, 'web', 'dist', 'index.html');
const webSources = Math.max(
  newest(path.join(root, 'web', 'src')),
  newest(path.join(root, 'web', 'index.html')),
  newest(path.join(root, 'web', 'vite.config.ts')),
  newest(path.join(root, 'locales')),
  newest(path.join(root, 'api', 'src', 'contract')),
);
if (force || !existsSync(webIndex) || statSync(webIndex).mtimeMs < webSources) {
  run('Building the web app (Vite; about 2 minutes the first time)', process.execPath, [
    viteBin,
    'build',
    '--config',
    'web/vite.config.ts',
    '--logLevel',
    'warn',
  ]);
  changed = true;
}

const infoFile = path.join(root, 'api', 'dist', 'build-info.json');
if (changed || !existsSync(infoFile)) {
  writeFileSync(infoFile, `${JSON.stringify({ buildDate: new Date().toISOString() })}\n`);
}
