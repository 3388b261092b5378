import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/types.js';
import type { AppError } from '../errors/app-error.js';
import type { DdlPlan } from './ddl-plan.js';
import { runDdlPlan } from './run-ddl-plan.js';

/** A connection that records what ran, answers checks with `rows` and fails where told. */
function fakeDb(options: { rows?: boolean; failOn?: string; failure?: unknown } = {}) {
  const ran: string[] = [];
  const run = async (token: { sql: string }) => {
    ran.push(token.sql);
    if (options.failOn && token.sql.includes(options.failOn)) throw options.failure;
    return options.rows ?? false;
  };
  return { ran, db: { query: run, exists: run } as unknown as Queryable };
}

const refused = { code: 'ERR_TYPE_CHANGE' as const, params: { from: 'A', to: 'B' }, details: { field: 'x' } };
const plan: DdlPlan = {
  description: 'Change x',
  statements: [
    { description: 'check', sql: sql.unsafe`SELECT 1 FROM t WHERE lossy`, refuseIfAnyRow: refused },
    { description: 'alter', sql: sql.unsafe`ALTER TABLE t` },
    { description: 'index', sql: sql.unsafe`CREATE INDEX ON t (x)` },
  ],
  failures: [{ states: ['22P02'], error: refused }],
};

/** A PostgreSQL error under slonik's wrapper, as findPgError finds it. */
const wrapped = (code: string) =>
  Object.assign(new Error('wrapper'), { cause: Object.assign(new Error('pg'), { code }) });

describe('runDdlPlan', () => {
  it('runs the statements in order', async () => {
    const { db, ran } = fakeDb();
    await runDdlPlan(db, plan);
    expect(ran).toEqual(['SELECT 1 FROM t WHERE lossy', 'ALTER TABLE t', 'CREATE INDEX ON t (x)']);
  });

  it('stops at a check that finds rows, with the check error and nothing changed', async () => {
    const { db, ran } = fakeDb({ rows: true });
    await expect(runDdlPlan(db, plan)).rejects.toMatchObject(refused);
    expect(ran).toHaveLength(1);
  });

  it("maps one of the plan's SQLSTATEs to its error, keeping the database error as cause", async () => {
    const failure = wrapped('22P02');
    const { db, ran } = fakeDb({ failOn: 'ALTER', failure });
    const error = (await runDdlPlan(db, plan).catch((e: unknown) => e)) as AppError;
    expect(error).toMatchObject(refused);
    expect(error.cause).toBe(failure);
    expect(ran).toHaveLength(2);
  });

  it('rethrows any other error untouched', async () => {
    const failure = wrapped('42P01');
    const { db } = fakeDb({ failOn: 'INDEX', failure });
    await expect(runDdlPlan(db, plan)).rejects.toBe(failure);
  });
});
