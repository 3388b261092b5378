import { isLookupValue, type RecordValues } from '../data/data-api';

/** Fields that every save carries or the server stamps: never "changes" of the user's. */
const bookkeeping = new Set(['id', 'versionnumber', 'modifiedon', 'modifiedby', 'createdon', 'createdby']);

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Whether two field values are the same for the save flow: lookups compare by id (spec 000
 * section 4), empty strings, null and undefined are all "no value", and anything else compares
 * by its JSON form (dates arrive as ISO strings, numbers as numbers).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (isLookupValue(a) || isLookupValue(b)) {
    return isLookupValue(a) && isLookupValue(b) && a.id === b.id;
  }
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

/** The user's changes: the fields whose value differs from the loaded record. */
export function changedFields(original: RecordValues, current: RecordValues): string[] {
  const keys = new Set([...Object.keys(original), ...Object.keys(current)]);
  return [...keys].filter((key) => !bookkeeping.has(key) && !sameValue(original[key], current[key]));
}

export type ServerMerge = {
  /** Fields someone else changed on the server since the form loaded. */
  serverChanged: string[];
  /** Fields changed both here and there, to different values: these block a silent merge. */
  conflicts: string[];
  /** The server's record with the local changes laid over it. */
  merged: RecordValues;
};

/**
 * Merges the server's newer record into a form with local changes (spec 000 section 4,
 * conflicts and live changes): the server's values win where the user changed nothing, the
 * user's where only they changed a field; a field both changed differently is a conflict.
 */
export function mergeServerRecord(
  original: RecordValues,
  local: RecordValues,
  server: RecordValues,
): ServerMerge {
  const serverChanged = changedFields(original, server);
  const localChanged = changedFields(original, local);
  const conflicts = localChanged.filter(
    (key) => serverChanged.includes(key) && !sameValue(local[key], server[key]),
  );
  const merged: RecordValues = { ...server };
  for (const key of localChanged) merged[key] = local[key];
  return { serverChanged, conflicts, merged };
}
