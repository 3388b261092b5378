import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '@strata/api/config/paths';
import { findFreePort } from '@strata/api/db/free-port';
import { migratePlatform } from '@strata/api/migrations/platform-migrator';

export type BuiltApp = {
  /** http://127.0.0.1:{port}, for API calls from Node (the token names the organisation) */
  base: string;
  /** http://{organization}.localhost:{port}: Chromium resolves *.localhost to this machine. */
  origin: (organization: string) => string;
  demoPassword: string;
};

/**
 * The built app (`api/dist/main.js` serving `web/dist`) in a process of its own on a migrated
 * database, started the way the e2e global setup starts it, so the browser measures what
 * `npm start` ships. It provisions the demo organisation itself on the empty database.
 */
export async function withBuiltApp<T>(databaseUrl: string, run: (app: BuiltApp) => Promise<T>): Promise<T> {
  for (const built of ['api/dist/main.js', 'web/dist/index.html']) {
    if (!existsSync(path.join(repositoryRoot, built)))
      throw new Error(`${built} is missing: run \`npm run build\``);
  }
  await migratePlatform(databaseUrl);
  const port = await findFreePort();
  const demoPassword = 'bench-demo-password';
  const dataDir = path.join(repositoryRoot, '.data', 'bench-lists');
  // BENCH_APP_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the app (not allowed in NODE_OPTIONS)
  const nodeArgs = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(repositoryRoot, 'api', 'dist', 'main.js')], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DEMO_PASSWORD: demoPassword,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      MAIL_OUTBOX: path.join(dataDir, 'outbox'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(child, port);
    return await run({
      base: `http://127.0.0.1:${port}`,
      origin: (organization) => `http://${organization}.localhost:${port}`,
      demoPassword,
    });
  } finally {
    await stop(child);
  }
}

async function waitForHealth(child: ChildProcess, port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode} during start`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // still starting
    }
    if (Date.now() > deadline) throw new Error('the app did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** SIGTERM closes the app's pool; waiting for the exit lets the database be dropped after. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
