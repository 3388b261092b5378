// `npm start`: brings the build up to date, then runs the API serving the web app in this
// process (so Ctrl-C reaches it directly and it can stop PostgreSQL cleanly); with several
// workers this process is their primary (api/src/runtime/cluster.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// one API process per core unless told otherwise (STRATA_WORKERS, or `npm start -- --workers N`)
process.env.STRATA_WORKERS ||= 'auto';
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
await import(pathToFileURL(path.join(root, 'api', 'dist', 'main.js')).href);
