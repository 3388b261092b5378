import i18next from 'i18next';
import { ApiError, getJson } from '../api/http';
import { newIdempotencyKey } from '../api/retried-write';
import { type UserContext, userContextKey } from '../api/user-context';
import { mergeServerRecord } from '../form-context/record-changes';
import { queueChanged } from '../offline/queue/pending-count';
import type { QueuedEntry, QueuedWrite } from '../offline/queue/queued-write';
import { sendWrite, serverRow } from '../offline/queue/send-write';
import { currentOfflineStore } from '../offline/store/current-store';
import type { OfflineStore, Row } from '../offline/store/offline-store';

export type SyncProgress = { sent: number; total: number };
export type SyncOutcome = { sent: number; open: QueuedEntry[] };

const bookkeeping = new Set(['id', 'versionnumber']);
const maxMergeRetries = 3;

/** Fields of a queued write its entity no longer has (a metadata change while offline). */
function missingFields(item: QueuedWrite, context: UserContext): string[] | 'entity' {
  const object = context.metaDict[item.entity];
  if (!object) return 'entity';
  const known = new Set(object.properties.map((property) => property.logicalName));
  return Object.keys(item.object).filter((key) => !bookkeeping.has(key) && !known.has(key));
}

function refused(item: QueuedEntry, code: string, message: string): QueuedEntry {
  return { ...item, state: 'refused', error: { code, message } };
}

/**
 * The server's reason, with what to do where the server's own text cannot say it (issue 27):
 * a record gone since it was taken, a right lost while offline.
 */
function refusalText(failure: ApiError): string {
  if (failure.code === 'ERR_RECORD_NOT_FOUND') return i18next.t('offline.deletedOnServer');
  if (failure.code === 'ERR_FORBIDDEN') return `${failure.message} ${i18next.t('offline.forbiddenHint')}`;
  return failure.message;
}

/** A network failure, an overloaded server or a lost session stops the sync; it resumes later. */
function interrupts(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status === 401 || error.status >= 500;
}

/**
 * Sends one write; on ERR_8001 merges field by field as the online form does: the server's
 * changes to fields left alone offline are adopted and the write retried with the server's
 * version; fields both sides changed become a conflict for the user to settle.
 */
async function sendOne(store: OfflineStore, start: QueuedEntry): Promise<QueuedEntry | null> {
  let item = start;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await sendWrite(item);
      await store.dequeue(item.seq);
      if (item.operation === 'delete') return null;
      const fresh = await serverRow(item.entity, String(item.object.id)).catch(() => null);
      if (fresh) await store.putRows(item.entity, [fresh]);
      return null;
    } catch (error) {
      if (interrupts(error)) throw error;
      const failure = error as ApiError;
      if (failure.code !== 'ERR_8001' || item.operation === 'create' || attempt >= maxMergeRetries) {
        return refused(item, failure.code, refusalText(failure));
      }
      const server = await serverRow(item.entity, String(item.object.id));
      if (!server) return refused(item, 'ERR_NOT_FOUND', i18next.t('offline.deletedOnServer'));
      const base = item.base ?? {};
      const local: Row = { ...base, ...item.object };
      const merge = mergeServerRecord(base, local, server);
      if (merge.conflicts.length > 0) {
        const conflicts = merge.conflicts.map((field) => ({
          field,
          mine: local[field],
          theirs: server[field],
        }));
        return { ...item, state: 'conflict', conflicts, server };
      }
      // a new body needs a new key: the old one belongs to the refused request
      item = {
        ...item,
        object: { ...item.object, versionnumber: server.versionnumber },
        key: newIdempotencyKey(),
      };
      const { seq, ...rest } = item;
      await store.replaceQueued(seq, rest);
    }
  }
}

/**
 * Sync (Go Online, Sync [n pending]): the metadata first (a change made while offline is
 * picked up and every queued write checked against it), then the queued writes in order. A
 * write the server refuses, or a conflict, stays in the queue with its reason for the user;
 * nothing is dropped. An interruption (network, session) leaves the rest pending: the next
 * Sync resumes where this one stopped, and a write the server already committed answers the
 * same from its idempotency key instead of running twice.
 */
export async function syncQueue(onProgress: (progress: SyncProgress) => void): Promise<SyncOutcome> {
  const store = await currentOfflineStore();
  const context = await getJson<UserContext>(`${userContextKey}?t=${Date.now()}`);
  await store.putState('context', context);
  const pending = (await store.queued<QueuedWrite>()).filter((item) => item.state === 'pending');
  let sent = 0;
  onProgress({ sent, total: pending.length });
  try {
    for (const item of pending) {
      const missing = missingFields(item, context);
      const outcome =
        missing === 'entity'
          ? refused(item, 'ERR_OFFLINE', i18next.t('offline.entityGone', { entity: item.entity }))
          : missing.length
            ? refused(item, 'ERR_OFFLINE', i18next.t('offline.fieldsGone', { fields: missing.join(', ') }))
            : await sendOne(store, item);
      if (outcome) {
        const { seq, ...rest } = outcome;
        await store.replaceQueued(seq, rest);
      } else sent += 1;
      onProgress({ sent, total: pending.length });
      queueChanged();
    }
  } finally {
    queueChanged();
  }
  const open = (await store.queued<QueuedWrite>()).filter((item) => item.state !== 'pending');
  return { sent, open };
}

/** The user's choice per conflicting field: mine goes to the server, theirs is kept as it is. */
export async function settleConflict(
  item: QueuedEntry,
  choices: Record<string, 'mine' | 'theirs'>,
): Promise<void> {
  const store = await currentOfflineStore();
  const object: Row = {
    ...item.object,
    versionnumber: item.server?.versionnumber ?? item.object.versionnumber,
  };
  for (const conflict of item.conflicts ?? [])
    if (choices[conflict.field] === 'theirs') delete object[conflict.field];
  const { seq, ...rest } = item;
  await store.replaceQueued(seq, {
    ...rest,
    object,
    state: 'pending',
    conflicts: undefined,
    error: undefined,
    key: newIdempotencyKey(),
  });
  queueChanged();
}

/** Drops a refused write at the user's word; the cache takes the server's record again. */
export async function discardWrite(item: QueuedEntry): Promise<void> {
  const store = await currentOfflineStore();
  await store.dequeue(item.seq);
  const server =
    item.operation === 'create'
      ? null
      : await serverRow(item.entity, String(item.object.id)).catch(() => null);
  if (server) await store.putRows(item.entity, [server]);
  else await store.deleteRow(item.entity, String(item.object.id));
  queueChanged();
}
