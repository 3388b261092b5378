import type { RecordOperation } from '@strata/api/contract/records';
import i18next from 'i18next';
import { ApiError } from '../api/http';
import {
  executeMultiple,
  isLookupValue,
  type RecordValues,
  retrieveSingleById,
  updateRecord,
} from '../data/data-api';
import { changedFields, mergeServerRecord } from '../form-context/record-changes';

/** The save was refused because someone else changed the same fields (spec 000 section 4). */
export class RecordConflictError extends Error {
  override readonly name = 'RecordConflictError';
  constructor(readonly user: string) {
    super(i18next.t('MsgRecordModifiedBy', { user }));
  }
}

/** Fields a client never sends on create: the server sets them. */
const serverSet = new Set(['id', 'versionnumber', 'createdon', 'createdby', 'modifiedon', 'modifiedby']);

/** A create carries every filled field; lookups travel as {id, name}. */
function createPayload(values: RecordValues): RecordValues {
  const payload: RecordValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (serverSet.has(key) || value === undefined) continue;
    payload[key] = isLookupValue(value) ? { id: value.id, name: value.name } : value;
  }
  return payload;
}

/** An update carries only the changed fields, plus id and versionnumber (spec 000 section 4). */
function updatePayload(base: RecordValues, values: RecordValues, changed: string[]): RecordValues {
  const payload: RecordValues = { id: base.id, versionnumber: base.versionnumber };
  for (const key of changed) {
    const value = values[key];
    payload[key] = isLookupValue(value) ? { id: value.id, name: value.name } : (value ?? null);
  }
  return payload;
}

const maxConflictRetries = 3;

/**
 * Saves a form's record and answers its id. A new record is created; an existing one gets its
 * changed fields. On ERR_8001 the server's record is read: when everything the server changed
 * was left alone here, its version is adopted and the save retried; otherwise the save fails
 * with 'This record was modified by {user}'.
 */
export async function saveRecord(options: {
  entity: string;
  isNew: boolean;
  original: RecordValues;
  values: RecordValues;
  /** Panels' writes from beforeSave (issue 23): in the record's transaction, after it. */
  extra?: RecordOperation[];
}): Promise<string> {
  const { entity, isNew, values } = options;
  const write = (object: RecordValues, operation: 'create' | 'update') =>
    writeWithExtra(entity, object, operation, options.extra ?? []);
  if (isNew) return checkedId(await write(createPayload(values), 'create'));
  let base = options.original;
  const changed = changedFields(options.original, values);
  for (let attempt = 0; ; attempt++) {
    try {
      return checkedId(await write(updatePayload(base, values, changed), 'update'));
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'ERR_8001' || attempt >= maxConflictRetries)
        throw error;
      // another record of the batch (a panel's line) was changed meanwhile: its panel merges
      const conflicted = error.details?.id;
      if (conflicted !== undefined && String(conflicted) !== String(base.id)) throw error;
      const server = await retrieveSingleById(entity, String(base.id));
      if (!server) throw error;
      const merge = mergeServerRecord(options.original, values, server);
      if (merge.conflicts.length > 0) {
        const modifier = server.modifiedby;
        throw new RecordConflictError(
          (isLookupValue(modifier) ? modifier.label : null) ?? i18next.t('MsgUnknownLookup'),
        );
      }
      base = { ...base, versionnumber: server.versionnumber };
    }
  }
}

/** The record alone through /api/update; with panels' writes, all in one executemultiple. */
async function writeWithExtra(
  entity: string,
  object: RecordValues,
  operation: 'create' | 'update',
  extra: RecordOperation[],
): Promise<string> {
  if (extra.length === 0) return updateRecord(entity, object, operation);
  const [first] = await executeMultiple([{ name: entity, operation, object }, ...extra]);
  return first && 'result' in first ? String(first.result) : '';
}

function checkedId(id: string): string {
  if (!id) throw new Error(i18next.t('MsgUnknownUpdateError'));
  return id;
}
