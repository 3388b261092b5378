// `npm test`: every check CI runs, in order, stopping at the first failure:
// typecheck + build (tsc -b, Vite), lint and format (Biome), unit and integration tests
// (Vitest, real PostgreSQL), end-to-end tests (Playwright in Debian's Chromium).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (...parts) => path.join(root, 'node_modules', ...parts);
const steps = [
  ['typecheck and build', [path.join(root, 'scripts', 'build.mjs')]],
  ['lint and format', [bin('@biomejs', 'biome', 'bin', 'biome'), 'check', '.']],
  ['unit and integration tests', [bin('vitest', 'vitest.mjs'), 'run']],
  ['end-to-end tests', [bin('@playwright', 'test', 'cli.js'), 'test']],
];

const timings = [];
for (const [name, args] of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CI: process.env.CI ?? '' },
  });
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    process.stdout.write(`\n${name} FAILED\n${timings.join('\n')}\n`);
    process.exit(result.status ?? 1);
  }
}
process.stdout.write(`\nAll checks passed.\n${timings.join('\n')}\n`);
