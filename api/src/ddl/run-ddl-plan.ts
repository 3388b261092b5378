import { findPgError } from '../db/database-errors.js';
import type { Queryable } from '../db/types.js';
import { AppError } from '../errors/app-error.js';
import type { DdlPlan, PlannedError } from './ddl-plan.js';

/**
 * Executes a plan's statements in order on the caller's connection. Run it inside the
 * transaction that also writes the metadata rows: DDL and metadata commit together or not at
 * all. A change statement failing with one of the plan's SQLSTATEs becomes that plan's coded
 * error; anything else (an outage, a bug) is rethrown untouched for the error handler.
 */
export async function runDdlPlan(db: Queryable, plan: DdlPlan): Promise<void> {
  for (const statement of plan.statements) {
    if (statement.refuseIfAnyRow) {
      if (await db.exists(statement.sql)) throw toAppError(statement.refuseIfAnyRow);
      continue;
    }
    try {
      await db.query(statement.sql);
    } catch (error) {
      const code = findPgError(error)?.code;
      const failure =
        typeof code === 'string' ? plan.failures?.find((f) => f.states.includes(code)) : undefined;
      if (failure) throw toAppError(failure.error, error);
      throw error;
    }
  }
}

function toAppError(planned: PlannedError, cause?: unknown): AppError {
  return new AppError(
    planned.code,
    planned.params ?? {},
    planned.details ?? {},
    cause === undefined ? undefined : { cause },
  );
}
