import { ApiError } from '../../api/http';
import type { PendingChanges } from '../../form-context/pending-changes';

const maxRetries = 2;

/** ERR_8001 about another record of the batch than the form's own: a panel's row. */
function panelRowConflict(error: unknown, recordId: string | null): boolean {
  if (!(error instanceof ApiError) || error.code !== 'ERR_8001') return false;
  const conflicted = error.details?.id;
  return conflicted !== undefined && String(conflicted) !== String(recordId);
}

/**
 * Runs the save's write; when a panel's row was changed meanwhile by someone else (ERR_8001
 * naming it), the panels read their rows again and merge them into the user's work by the
 * form's rule, and the write is tried again when nothing overlapped. An overlap (or a refusal
 * of another kind) is thrown for the save flow to show; the user's work stays either way.
 */
export async function retryingLineConflicts<T>(
  write: () => Promise<T>,
  pending: PendingChanges,
  recordId: string | null,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!panelRowConflict(error, recordId) || attempt >= maxRetries) throw error;
      if (!(await pending.refreshAll())) throw error;
    }
  }
}
