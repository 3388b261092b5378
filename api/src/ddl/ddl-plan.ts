import type { QuerySqlToken } from 'slonik';
import type { ErrorCode } from '../contract/error-codes.js';

/**
 * A metadata change as the database will see it: what the metadata designer and
 * `strata metadata plan` show before applying, and what runDdlPlan executes. Planners build
 * plans without touching the database, so showing a plan and applying it cannot disagree.
 */
export type DdlPlan = {
  description: string;
  statements: DdlStatement[];
  /** SQLSTATEs of a change statement that mean the client's change cannot apply. */
  failures?: DdlFailure[];
};

export type DdlStatement = {
  description: string;
  sql: QuerySqlToken;
  /**
   * Set on a check rather than a change: the statement is a query, and any row it returns
   * stops the plan with this error before a later statement runs.
   */
  refuseIfAnyRow?: PlannedError;
};

export type DdlFailure = { states: readonly string[]; error: PlannedError };

/** An AppError described as data, so a plan stays inspectable (and comparable in tests). */
export type PlannedError = {
  code: ErrorCode;
  params?: Record<string, string | number>;
  details?: Record<string, unknown>;
};

/** A plan as shown before applying (and as JSON): slonik's tokens also carry a zod parser. */
export function showPlan(plan: DdlPlan) {
  return {
    description: plan.description,
    statements: plan.statements.map((statement) => ({
      description: statement.description,
      sql: statement.sql.sql,
      values: statement.sql.values,
      ...(statement.refuseIfAnyRow ? { refuseIfAnyRow: statement.refuseIfAnyRow } : {}),
    })),
  };
}
