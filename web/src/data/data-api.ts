import type { FetchQuery } from '@strata/api/contract/query';
import type { OperationResult, RecordOperation } from '@strata/api/contract/records';
import { apiRequest } from '../api/http';
import { idempotencyHeader, retriedWrite } from '../api/retried-write';
import { isWorkingOffline } from '../offline/mode/working-offline';

/**
 * The typed client of the data API (spec 000 section 7): retrieveMultiple, retrieveSingleById,
 * updateRecord and executeMultiple. Every screen reads and writes records through these.
 */

/** The offline cache's code (issue 27): its own chunk, loaded only while working offline. */
const offlineData = () => import('../offline/mode/offline-data');

/** A record as the API returns it: lookups come back as {id, name, label}. */
export type RecordValues = Record<string, unknown>;

/** A lookup value (spec 000 section 3): the target record's id, its entity and its label. */
export type LookupValue = { id: string; name: string; label?: string | null };

export function isLookupValue(value: unknown): value is LookupValue {
  return typeof value === 'object' && value !== null && typeof (value as LookupValue).id === 'string';
}

export async function retrieveMultiple<T extends RecordValues = RecordValues>(
  query: FetchQuery,
  signal?: AbortSignal,
): Promise<T[]> {
  // issue 27: while working offline, the cache answers
  if (isWorkingOffline()) return (await (await offlineData()).offlineFetch(query)) as T[];
  return (await apiRequest<T[]>('/api/fetch', { json: query, ...(signal ? { signal } : {}) })).body;
}

/** A fetch by id with count 1; null when the record does not exist or may not be read. */
export async function retrieveSingleById<T extends RecordValues = RecordValues>(
  entity: string,
  id: string,
  options: { attributes?: string[]; signal?: AbortSignal } = {},
): Promise<T | null> {
  const rows = await retrieveMultiple<T>(
    {
      entity: {
        name: entity,
        ...(options.attributes
          ? { attributes: options.attributes.map((attribute) => ({ attribute })) }
          : { allattrs: true }),
        filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] },
      },
      count: 1,
    },
    options.signal,
  );
  return rows[0] ?? null;
}

/**
 * One create, update or delete; answers the record's id. Every call is one write with its own
 * idempotency key, sent again once on a network error or a 503 (retriedWrite).
 */
export async function updateRecord(
  name: string,
  object: RecordValues,
  operation: RecordOperation['operation'],
): Promise<string> {
  // issue 27: while working offline, applied to the cache and queued for Sync
  if (isWorkingOffline()) {
    const [first] = await (await offlineData()).offlineWrites([{ name, object, operation }]);
    return first && 'result' in first ? first.result : '';
  }
  const { body } = await retriedWrite((key) =>
    apiRequest<string>('/api/update', {
      json: { name, object, operation },
      headers: { [idempotencyHeader]: key },
    }),
  );
  return String(body);
}

/**
 * A batch in one transaction. Without continueOnError the first failure rolls everything back
 * (and the call fails); with it each failing item is reported in its place. A save, an import
 * batch or a mass edit is one call: one idempotency key, retried like updateRecord.
 */
export async function executeMultiple(
  records: RecordOperation[],
  options: { continueOnError?: boolean } = {},
): Promise<OperationResult[]> {
  if (isWorkingOffline()) return (await offlineData()).offlineWrites(records);
  const { body } = await retriedWrite((key) =>
    apiRequest<OperationResult[]>('/api/executemultiple', {
      json: { records, continueOnError: options.continueOnError ?? false },
      headers: { [idempotencyHeader]: key },
    }),
  );
  return body;
}

/** Recreates a deleted record from its audit row; answers the restored record's id. */
export async function undoDelete(auditId: string): Promise<string> {
  const { body } = await apiRequest<{ ok: true; id: string }>('/api/undodelete', { json: { id: auditId } });
  return body.id;
}
