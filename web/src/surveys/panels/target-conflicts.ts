import { type RecordValues, sameValue } from '../../panels/panel-api';

/** Columns every write carries: never the answers' own. */
const bookkeeping = new Set(['id', 'versionnumber']);

/**
 * The fields 'Save to Target Record' would overwrite although someone changed them on the target
 * since it was read (`base`): the form's merge rule (spec 000 section 4, ERR_8001) applied to the
 * answers. Fields the answers write that nobody else changed, or changed to the same value, are
 * not conflicts: the write may go ahead with the target's new version.
 */
export function targetConflicts(write: RecordValues, base: RecordValues, server: RecordValues): string[] {
  return Object.keys(write).filter(
    (field) =>
      !bookkeeping.has(field) &&
      !sameValue(base[field], server[field]) &&
      !sameValue(server[field], write[field]),
  );
}
