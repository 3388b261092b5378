import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '@strata/api/db/embedded-postgres';
import { createDatabasePool } from '@strata/api/db/pool';
import type { DatabasePool } from '@strata/api/db/types';
import { createLogger } from '@strata/api/logging/logger';
import { migratePlatform } from '@strata/api/migrations/platform-migrator';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postmasterPid } from '../fixtures/private-postgres.js';
import { createTestTenant } from '../fixtures/test-context.js';
import { startTestServer, type TestServer } from '../fixtures/test-server.js';
import { signIn } from '../fixtures/users.js';

/**
 * Chaos (issue 15): creates through the real app while its PostgreSQL is killed with SIGKILL
 * and brought back by the supervisor of `npm start`. It runs on a private embedded cluster in a
 * temporary folder, never on the machine's shared server. Bounded in count (at most
 * `maxAttempts` requests) and in time (the test timeout).
 *
 * What must hold: every create answered 200 with an id is in the table afterwards (no
 * acknowledged write is lost), and every create that failed failed cleanly, as a 503 with
 * ERR_DB_UNAVAILABLE, never a 500 or PostgreSQL's text. A failed create may or may not have
 * been committed (the connection can die between COMMIT and the answer); a client that retries
 * avoids a duplicate by sending an Idempotency-Key, which is not what this test is about.
 */
const acknowledgedTarget = 500;
const killAfter = 150;
const maxAttempts = 5_000;
const parallel = 4;

let dataDir: string;
let database: EmbeddedDatabase;
let pool: DatabasePool;
let server: TestServer;
let schema: string;
let admin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'strata-chaos-'));
  database = await startEmbeddedPostgres(dataDir, createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'), {
    // Durability as in production: an acknowledged commit must survive the kill on its own.
    extraFlags: ['-c', 'synchronous_commit=on'],
  });
  await migratePlatform(database.connectionUri);
  pool = await createDatabasePool(database.connectionUri, { maximumPoolSize: parallel + 2 });
  const tenant = await createTestTenant(pool);
  schema = tenant.tenant.schemaName;
  server = await startTestServer(pool);
  admin = await signIn(server, tenant.tenant.name, tenant.admin.email);
}, 120_000);
afterAll(async () => {
  try {
    await server?.close();
    await pool?.end();
  } finally {
    // whatever failed above, the private cluster must not outlive the test
    await database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

type Failure = { status: number; code: unknown; message: string };

describe('chaos: PostgreSQL killed during a write loop', () => {
  it('loses no acknowledged create, and fails the others with a coded 503', {
    timeout: 120_000,
  }, async () => {
    const acknowledged: string[] = [];
    const failures: Failure[] = [];
    let attempts = 0;
    let killedPid: number | undefined;

    const worker = async (workerIndex: number) => {
      while (acknowledged.length < acknowledgedTarget && attempts < maxAttempts) {
        attempts++;
        if (killedPid === undefined && acknowledged.length >= killAfter) {
          killedPid = postmasterPid(dataDir);
          process.kill(killedPid, 'SIGKILL');
        }
        const response = await admin.call('/api/update', {
          name: 'account',
          operation: 'create',
          object: { name: `chaos ${workerIndex}-${attempts}` },
        });
        if (response.status === 200) {
          expect(response.text).toMatch(/^[0-9a-f-]{36}$/);
          acknowledged.push(response.text);
        } else {
          const body = JSON.parse(response.text) as { code?: unknown; message?: unknown };
          failures.push({ status: response.status, code: body.code, message: String(body.message) });
          // as a client would: wait a little before the next try while the database is away
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }
    };
    await Promise.all(Array.from({ length: parallel }, (_, index) => worker(index)));

    // The outage happened and the app came through it.
    expect(killedPid).toBeDefined();
    expect(database.restarts()).toBeGreaterThanOrEqual(1);
    expect(failures.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThanOrEqual(acknowledgedTarget);

    // Every failure was clean: a stable code, no PostgreSQL or Node text.
    const kinds = new Set(failures.map((failure) => `${failure.status} ${String(failure.code)}`));
    expect([...kinds]).toEqual(['503 ERR_DB_UNAVAILABLE']);
    for (const failure of failures) {
      expect(failure.message).not.toMatch(/terminat|ECONN|postgres|SQLSTATE|\bat \w+ \(/i);
    }

    // The pool kept no connection the outage broke (each would be a slot lost for good).
    expect(pool.state()).toMatchObject({ pendingDestroyConnections: 0, waitingClients: 0 });

    // No acknowledged create is lost.
    const present = await pool.anyFirst(
      sql.unsafe`SELECT id FROM ${sql.identifier([schema, 'account'])} WHERE id = ANY(${sql.array(acknowledged, 'uuid')})`,
    );
    expect(new Set(acknowledged).size).toBe(acknowledged.length);
    expect(present.map(String).sort()).toEqual([...acknowledged].sort());
  });
});
