import type { DataContext } from '../context/data-context.js';
import type { AppError } from '../errors/app-error.js';
import { forbidden } from '../errors/common-errors.js';
import { levelFor } from '../permissions/effective-permissions.js';
import { recordAccess } from '../permissions/record-access.js';

/**
 * Why this user may not undo a delete, or undefined when they may: undoing reads the delete's
 * audit row (so the audit trail must be readable to them) and creates the record again (so they
 * need create rights on its entity). Without `entity` only the audit half is checked: the
 * entity is known once the audit row is read. One rule for /api/undodelete and for the delete
 * answers that offer an undo (records/delete-record.ts).
 */
export function undoDeleteRefusal(context: DataContext, entity?: string): AppError | undefined {
  if (recordAccess(context, 'audit', 'read').kind === 'none') return forbidden({ object: 'audit' });
  if (entity !== undefined && levelFor(context.permissions, entity, 'create') === 0)
    return forbidden({ object: entity });
  return undefined;
}
