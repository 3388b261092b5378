// `npm run dev`: the API from its TypeScript sources, restarted by tsx on server changes, with
// Vite's dev server inside it for the web app (hot reload).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const child = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    'watch',
    '--conditions=source',
    '--clear-screen=false',
    '--exclude',
    'web/**',
    path.join(root, 'api', 'src', 'dev.ts'),
  ],
  { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'development', ...process.env } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
