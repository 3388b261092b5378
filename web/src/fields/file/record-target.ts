import type { FileTarget } from '../../api/files-api';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The upload target of a field on a record: a saved record names its id (the server checks
 * update rights on it); a new one (no id, or spec 000's id 0) names none (create rights).
 */
export function fileTargetFor(
  entity: string,
  field: string,
  record: Record<string, unknown> | undefined,
): FileTarget {
  const id = record?.id;
  return typeof id === 'string' && uuidPattern.test(id) ? { entity, field, recordId: id } : { entity, field };
}
