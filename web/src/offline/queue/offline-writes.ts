import type { OperationResult, RecordOperation } from '@strata/api/contract/records';
import { newIdempotencyKey } from '../../api/retried-write';
import { OfflineQueryError } from '../query/offline-query-error';
import { currentOfflineStore } from '../store/current-store';
import type { OfflineStore, Row } from '../store/offline-store';
import { queueChanged } from './pending-count';
import type { QueuedEntry, QueuedWrite } from './queued-write';

/** A version 4 UUID for a record made offline (the server keeps a create's id). */
function newRecordId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Lookups are sent as {id, name}; the cache keeps the label it had when the id is the same. */
function laidOver(row: Row, object: Row): Row {
  const next: Row = { ...row };
  for (const [key, value] of Object.entries(object)) {
    const before = row[key] as { id?: unknown; label?: unknown } | null | undefined;
    const after = value as { id?: unknown; label?: unknown } | null;
    next[key] =
      after && typeof after === 'object' && before && typeof before === 'object' && before.id === after.id
        ? { ...after, label: after.label ?? before.label }
        : value;
  }
  return next;
}

async function cachedRows(store: OfflineStore, entity: string): Promise<Row[]> {
  const rows = await store.rows(entity);
  if (!rows) throw new OfflineQueryError(entity, 'not-taken');
  return rows;
}

/** The queued write of a record still waiting, to fold a later edit of it into. */
function waiting(queue: readonly QueuedEntry[], entity: string, id: string): QueuedEntry | undefined {
  return queue.find(
    (item) => item.entity === entity && String(item.object.id) === id && item.state === 'pending',
  );
}

async function applyOne(store: OfflineStore, operation: RecordOperation): Promise<string> {
  const entity = operation.name;
  const object = operation.object as Row;
  const rows = await cachedRows(store, entity);
  const queue = await store.queued<QueuedWrite>();
  const now = new Date().toISOString();
  if (operation.operation === 'create') {
    // the server takes the client's id on create: the record keeps it once synced
    const id = typeof object.id === 'string' && object.id ? object.id : newRecordId();
    const created = { ...object, id };
    await store.applyWrite(entity, {
      put: { ...created, versionnumber: null, createdon: now, modifiedon: now },
      enqueue: {
        entity,
        operation: 'create',
        object: created,
        key: newIdempotencyKey(),
        state: 'pending',
        queuedAt: now,
      } satisfies QueuedWrite,
    });
    return id;
  }
  const id = String(object.id);
  const cached = rows.find((row) => String(row.id) === id);
  if (!cached) throw new OfflineQueryError(`${entity} ${id}`, 'not-taken');
  const earlier = waiting(queue, entity, id);
  if (operation.operation === 'delete') {
    // a record made offline and deleted offline never reaches the server
    const madeOffline = earlier?.operation === 'create';
    await store.applyWrite(entity, {
      deleteId: id,
      ...(earlier ? { dequeue: earlier.seq } : {}),
      ...(madeOffline
        ? {}
        : {
            enqueue: {
              entity,
              operation: 'delete',
              object: { id, versionnumber: earlier?.base?.versionnumber ?? cached.versionnumber },
              base: earlier?.base ?? cached,
              key: newIdempotencyKey(),
              state: 'pending',
              queuedAt: now,
            } satisfies QueuedWrite,
          }),
    });
    return id;
  }
  const put = { ...laidOver(cached, object), modifiedon: now };
  if (earlier) {
    // several edits of one record offline are one write, from the first edit's base version
    const { seq, ...rest } = earlier;
    const merged: Row = { ...earlier.object, ...object, id };
    if (earlier.operation === 'update') merged.versionnumber = earlier.object.versionnumber;
    else delete merged.versionnumber;
    await store.applyWrite(entity, {
      put,
      replace: { seq, value: { ...rest, object: merged, key: newIdempotencyKey() } satisfies QueuedWrite },
    });
  } else {
    await store.applyWrite(entity, {
      put,
      enqueue: {
        entity,
        operation: 'update',
        object: { ...object, id },
        base: cached,
        key: newIdempotencyKey(),
        state: 'pending',
        queuedAt: now,
      } satisfies QueuedWrite,
    });
  }
  return id;
}

/**
 * Writes while working offline (data-api.ts's seam): each is applied to the cache at once (the
 * lists and forms show it) and queued for Sync. Answers as executemultiple would.
 */
export async function applyOfflineWrites(operations: readonly RecordOperation[]): Promise<OperationResult[]> {
  const store = await currentOfflineStore();
  const results: OperationResult[] = [];
  try {
    for (const operation of operations) results.push({ result: await applyOne(store, operation) });
  } finally {
    queueChanged();
  }
  return results;
}
