import type { FetchQuery } from '@strata/api/contract/query';
import type { OperationResult, RecordOperation } from '@strata/api/contract/records';
import i18next from 'i18next';
import { ApiError } from '../../api/http';
import type { UserContext } from '../../api/user-context';
import { runLocalFetch } from '../query/local-fetch';
import { OfflineQueryError } from '../query/offline-query-error';
import { applyOfflineWrites } from '../queue/offline-writes';
import { currentOfflineStore } from '../store/current-store';
import type { Row } from '../store/offline-store';

/** The entities a query reads: its own and its links'. */
function entitiesOf(query: FetchQuery): string[] {
  const names = new Set([query.entity.name]);
  const walk = (links: FetchQuery['entity']['links']) => {
    for (const link of links ?? []) {
      names.add(link.name);
      walk(link.links);
    }
  };
  walk(query.entity.links);
  return [...names];
}

/** An offline answer the screens show like any failed call: the code ERR_OFFLINE and what to do. */
export function offlineError(error: unknown): ApiError {
  if (error instanceof OfflineQueryError) {
    const message =
      error.reason === 'not-taken'
        ? i18next.t('offline.notTaken', { entity: error.what })
        : i18next.t('offline.cannotAnswer', { what: error.what });
    return new ApiError(0, 'ERR_OFFLINE', message);
  }
  // a full disk: IndexedDB refuses the write (its quota); said with what to do
  if (error instanceof DOMException && error.name === 'QuotaExceededError') {
    return new ApiError(0, 'ERR_OFFLINE', i18next.t('offline.quotaWrite'));
  }
  return new ApiError(0, 'ERR_OFFLINE', i18next.t('offline.storeFailed', { reason: String(error) }));
}

/** An entity that was not taken is named as the user knows it (its plural display name). */
async function withDisplayName(error: unknown): Promise<unknown> {
  if (!(error instanceof OfflineQueryError) || error.reason !== 'not-taken') return error;
  const context = await offlineUserContext().catch(() => undefined);
  const object = context?.metaDict[error.what];
  return object ? new OfflineQueryError(object.displayNamePlural || object.displayName, error.reason) : error;
}

/** POST /api/fetch answered from the offline cache (data-api.ts's seam while working offline). */
export async function offlineFetch(query: FetchQuery): Promise<Row[]> {
  try {
    const store = await currentOfflineStore();
    const loaded = new Map<string, Row[] | undefined>();
    await Promise.all(entitiesOf(query).map(async (entity) => loaded.set(entity, await store.rows(entity))));
    return runLocalFetch(query, (entity) => loaded.get(entity));
  } catch (error) {
    throw offlineError(await withDisplayName(error));
  }
}

/** GET /api/getusercontext answered from the offline cache: the context kept at Go Offline. */
export async function offlineUserContext(): Promise<UserContext> {
  const store = await currentOfflineStore().catch((error: unknown) => {
    throw offlineError(error);
  });
  const context = await store.state<UserContext>('context');
  if (!context) throw new ApiError(0, 'ERR_OFFLINE', i18next.t('offline.nothingTaken'));
  return context;
}

/** Writes while working offline: applied to the cache and queued for Sync (queue/offline-writes.ts). */
export async function offlineWrites(operations: readonly RecordOperation[]): Promise<OperationResult[]> {
  try {
    return await applyOfflineWrites(operations);
  } catch (error) {
    throw offlineError(await withDisplayName(error));
  }
}
