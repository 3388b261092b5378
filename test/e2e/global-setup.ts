import { spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '@strata/api/config/paths';
import { findFreePort } from '@strata/api/db/free-port';
import { migratePlatform } from '@strata/api/migrations/platform-migrator';
import { createFreshDatabase, openTestServer, runDatabaseName } from '../fixtures/test-database.js';
import { chromiumPath } from './chromium-path.js';
import { type E2eState, e2eStateFile } from './e2e-state.js';

/**
 * Once per run: checks Chromium and the build are there, creates a fresh strata_e2e database,
 * and starts the built app on a free port. The app provisions the demo organisation itself,
 * exactly as `npm start` does. Test files read the URL from process.env.
 */
export default async function globalSetup() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: install it with \`apt-get install chromium-headless-shell\``,
    );
  }
  for (const built of ['api/dist/main.js', 'web/dist/index.html']) {
    if (!existsSync(path.join(repositoryRoot, built)))
      throw new Error(`${built} is missing: run \`npm run build\``);
  }
  const database = await openTestServer();
  const databaseUrl = await createFreshDatabase(database, await runDatabaseName(database, 'strata_e2e'));
  await migratePlatform(databaseUrl);
  const port = await findFreePort();
  // mail goes to files here; the magic-link test reads them
  const outbox = path.join(repositoryRoot, '.data', 'e2e', 'outbox');
  rmSync(outbox, { recursive: true, force: true });
  const demoPassword = 'e2e-demo-password';
  const child = spawn(process.execPath, [path.join(repositoryRoot, 'api', 'dist', 'main.js')], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DEMO_PASSWORD: demoPassword,
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(repositoryRoot, '.data', 'e2e'),
      MAIL_OUTBOX: outbox,
      // the browser solves every sign-up and trial puzzle of the run from one address, so they
      // get harder as it goes: a low floor keeps them seconds on a slow machine
      NODE_ENV: 'test',
      PUZZLE_MIN_BITS: '14',
      // a cheap password hash (test runs only): every user a test makes is hashed once
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode} during start`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // still starting
    }
    if (Date.now() > deadline) throw new Error('the app did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const state: E2eState = { port, pid: child.pid ?? 0, demoPassword, databaseUrl };
  writeFileSync(e2eStateFile, JSON.stringify(state));
  process.env.STRATA_E2E_PORT = String(port);
  process.env.STRATA_E2E_DEMO_PASSWORD = demoPassword;
  process.env.STRATA_E2E_OUTBOX = outbox;
  // specs that need an organisation of another template provision it once per file (fieldwork)
  process.env.STRATA_E2E_DATABASE_URL = databaseUrl;
  await database.stop();
}
