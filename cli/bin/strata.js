#!/usr/bin/env node
// The `strata` command. It runs the built CLI when that build is up to date (built-cli.js), else
// the CLI's TypeScript sources through tsx with the `source` export condition, so it always
// matches the code in this checkout, built or not.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshBuiltCli } from './built-cli.js';

const cliDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = freshBuiltCli();
const args = built
  ? [built, ...process.argv.slice(2)]
  : [
      '--conditions=source',
      `--import=${import.meta.resolve('tsx')}`,
      path.join(cliDir, 'src', 'main.tsx'),
      ...process.argv.slice(2),
    ];
const child = spawn(
  process.execPath,
  args,
  // tsx compiles JSX as the CLI's tsconfig says (react-jsx), wherever strata is run from.
  { stdio: 'inherit', env: { ...process.env, TSX_TSCONFIG_PATH: path.join(cliDir, 'tsconfig.json') } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
