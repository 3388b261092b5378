import type { OperationResult } from '@strata/api/contract/records';

/** The audit rows of a batch's deletes that the server offers to undo (records/undo-rights.ts). */
export function undoableAuditIds(results: readonly OperationResult[]): string[] {
  return results.flatMap((result) => ('result' in result && result.auditId ? [result.auditId] : []));
}

export type RestoreOutcome = {
  /** ids of the records recreated */
  restored: string[];
  /** the server's message for each audit row that did not restore */
  failures: string[];
};

/**
 * Recreates deleted records one audit row at a time (POST /api/undodelete takes one), in the
 * order they were deleted; one that fails (restored meanwhile, rights taken away) does not stop
 * the others, and its reason is kept for the user.
 */
export async function restoreDeleted(
  auditIds: readonly string[],
  undo: (auditId: string) => Promise<string>,
): Promise<RestoreOutcome> {
  const outcome: RestoreOutcome = { restored: [], failures: [] };
  for (const auditId of auditIds) {
    try {
      outcome.restored.push(await undo(auditId));
    } catch (error) {
      outcome.failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  return outcome;
}
