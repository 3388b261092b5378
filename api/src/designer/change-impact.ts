import { sql } from 'slonik';
import { z } from 'zod';
import type { Queryable } from '../db/types.js';
import type { DdlPlan } from '../ddl/ddl-plan.js';
import type { Usage } from './metadata-usage.js';

/** A plan's check as run by a preview: how many rows it finds (any stops the change). */
export type CheckResult = { description: string; failingRows: number };

/** What a change touches, shown before applying: rows of the table, checks, uses, what goes. */
export type ChangeImpact = {
  rows: number | null;
  checks: CheckResult[];
  usedBy?: Usage[];
  /** views that go with a deleted object; the non-empty values of a deleted field */
  loses?: { views?: { id: string; kind: string | null; label: string | null }[]; values?: number };
  archive?: string;
};

const count = z.object({ n: z.number() });

export async function countRows(db: Queryable, schema: string, table: string): Promise<number> {
  return db.oneFirst(sql.type(count)`SELECT count(*)::int AS n FROM ${sql.identifier([schema, table])}`);
}

export async function countValues(
  db: Queryable,
  schema: string,
  table: string,
  column: string,
): Promise<number> {
  return db.oneFirst(sql.type(count)`
    SELECT count(*)::int AS n FROM ${sql.identifier([schema, table])} WHERE ${sql.identifier([column])} IS NOT NULL`);
}

/**
 * Runs a plan's checks read-only and counts what each finds: the designer's preview shows
 * "conversion checks: none fail", and a change refuses naming how many rows fail.
 */
export async function runChecks(db: Queryable, plan: DdlPlan): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const statement of plan.statements) {
    if (!statement.refuseIfAnyRow) continue;
    const failingRows = await db.oneFirst(
      sql.type(count)`SELECT count(*)::int AS n FROM (${statement.sql}) AS checked`,
    );
    results.push({ description: statement.description, failingRows });
  }
  return results;
}
