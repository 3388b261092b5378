import { existsSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';
import { withDatabase } from '../fixtures/test-database.js';
import { type E2eState, e2eStateFile } from './e2e-state.js';

/**
 * Stops the app started by global setup (SIGTERM: it closes its pool and exits), waits for it, and drops the
 * run's database, so runs do not leave a database each behind on a shared server. A server
 * that is already gone (an embedded one) has nothing to drop.
 */
export default async function globalTeardown() {
  if (!existsSync(e2eStateFile)) return;
  const state = JSON.parse(readFileSync(e2eStateFile, 'utf8')) as E2eState;
  try {
    process.kill(state.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  // its pool and queue worker closed first: a drop under them logs lost connections
  await exited(state.pid, 10_000);
  rmSync(e2eStateFile, { force: true });
  await dropRunDatabase(state.databaseUrl);
}

/** Waits until the process is gone (signal 0 fails), at most `limitMs`. */
async function exited(pid: number, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function dropRunDatabase(databaseUrl: string): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const client = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres') });
  try {
    await client.connect();
    // FORCE: the app may still be closing its connections after the SIGTERM
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  } catch {
    // the server is gone (an embedded one stops with the run): nothing is left to drop
  } finally {
    await client.end().catch(() => undefined);
  }
}
