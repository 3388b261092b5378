import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { isConnectionFailure } from '@strata/api/db/database-errors';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '@strata/api/db/embedded-postgres';
import { isPortOpen } from '@strata/api/db/free-port';
import { createDatabasePool } from '@strata/api/db/pool';
import type { DatabasePool } from '@strata/api/db/types';
import pg from 'pg';
import { pino } from 'pino';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postmasterPid, untilQueryAnswers } from '../fixtures/private-postgres.js';

/**
 * The embedded PostgreSQL of `npm start`, through the same code, in a private cluster (never
 * the machine's shared server): killed with SIGKILL it comes back on its own, and stop() ends
 * it for good. A short backoff keeps the test quick; the defaults are in postgres-supervisor.ts.
 */
const firstDelayMs = 200;
let dataDir: string;
let database: EmbeddedDatabase;
let pool: DatabasePool;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'strata-supervisor-'));
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  database = await startEmbeddedPostgres(dataDir, pino({ level: 'info' }, capture), {
    extraFlags: ['-c', 'fsync=off'],
    restartPolicy: { firstDelayMs, maxDelayMs: 2_000 },
  });
  pool = await createDatabasePool(database.connectionUri, { maximumPoolSize: 2 });
}, 120_000);
afterAll(async () => {
  try {
    // the second test ends both already; ending them again is harmless
    await pool?.end().catch(() => undefined);
  } finally {
    await database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

describe('embedded PostgreSQL supervision', () => {
  it('restarts a postmaster killed with SIGKILL, with a busy orphan backend, keeping committed data and a sound pool', async () => {
    await pool.query(sql.unsafe`CREATE TABLE kept (id int PRIMARY KEY)`);
    await pool.query(sql.unsafe`INSERT INTO kept VALUES (1), (2), (3)`);

    // A backend busy in a loop that never waits does not notice its postmaster's death, stays
    // attached to the old shared memory and would keep PostgreSQL from starting again.
    const busy = new pg.Client({ connectionString: database.connectionUri });
    busy.on('error', () => {});
    await busy.connect();
    const busyQuery = busy
      .query('SELECT count(*) FROM generate_series(1, 100000000000)')
      .catch(() => 'ended');
    await new Promise((resolve) => setTimeout(resolve, 300));

    // A query of the pool in flight when the server dies: it fails as a connection failure,
    // and its connection must leave the pool (outage-safe-driver.ts), not linger half-destroyed.
    const inFlight = pool.query(sql.unsafe`SELECT pg_sleep(30)`).then(
      () => 'answered',
      (error: unknown) => (isConnectionFailure(error) ? 'connection failure' : error),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const killed = postmasterPid(dataDir);
    process.kill(killed, 'SIGKILL');

    expect(await inFlight).toBe('connection failure');
    await untilQueryAnswers(pool);
    expect(pool.state()).toMatchObject({ pendingDestroyConnections: 0 });
    expect(await pool.oneFirst(sql.unsafe`SELECT count(*)::int FROM kept`)).toBe(3);
    expect(database.restarts()).toBe(1);
    expect(postmasterPid(dataDir)).not.toBe(killed);
    expect(await busyQuery).toBe('ended');
    await busy.end().catch(() => undefined);

    expect(logLines).toContainEqual(
      expect.objectContaining({ msg: 'Embedded PostgreSQL exited unexpectedly', signal: 'SIGKILL' }),
    );
    expect(logLines).toContainEqual(
      expect.objectContaining({
        msg: 'Restarting embedded PostgreSQL',
        attempt: 1,
        delayMs: firstDelayMs,
        signal: 'SIGKILL',
      }),
    );
    expect(logLines).toContainEqual(
      expect.objectContaining({ msg: 'Embedded PostgreSQL restarted', attempt: 1 }),
    );
  });

  it('does not restart a server that stop() ended', async () => {
    const port = Number(new URL(database.connectionUri).port);
    await pool.end();
    await database.stop();
    // Longer than several restart delays: a restart, if one were scheduled, would have happened.
    await new Promise((resolve) => setTimeout(resolve, firstDelayMs * 10));
    expect(await isPortOpen('127.0.0.1', port)).toBe(false);
    expect(database.restarts()).toBe(1);
    expect(() => readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toThrow();
  });
});
