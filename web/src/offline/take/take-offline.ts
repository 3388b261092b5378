import type { FetchQuery } from '@strata/api/contract/query';
import i18next from 'i18next';
import { apiRequest, getJson } from '../../api/http';
import { type UserContext, userContextKey } from '../../api/user-context';
import { currentOfflineStore } from '../store/current-store';
import type { Row } from '../store/offline-store';
import { type TakeChoice, takeQuery } from './take-query';

export type EntityProgress = {
  entity: string;
  taken: number;
  /** the rows there are to take (at most the cap); undefined until counted */
  total: number | undefined;
  state: 'waiting' | 'running' | 'done' | 'failed';
  error?: string;
};

const pageSize = 250;

async function fetchRows<T = Row>(query: FetchQuery, signal: AbortSignal): Promise<T[]> {
  return (await apiRequest<T[]>('/api/fetch', { json: query, signal })).body;
}

async function teamUserIds(userId: string, signal: AbortSignal): Promise<string[]> {
  type Membership = { teamid: { id: string } | null; systemuserid: { id: string } | null };
  const mine = await fetchRows<Membership>(
    {
      entity: {
        name: 'systemuser_teams',
        attributes: [{ attribute: 'teamid' }],
        filter: { conditions: [{ attribute: 'systemuserid', operator: 'eq', value: userId }] },
      },
      pageSize: 1000,
    },
    signal,
  ).catch(() => []);
  const teams = mine.flatMap((row) => (row.teamid ? [row.teamid.id] : []));
  if (!teams.length) return [];
  const members = await fetchRows<Membership>(
    {
      entity: {
        name: 'systemuser_teams',
        attributes: [{ attribute: 'systemuserid' }],
        filter: { conditions: [{ attribute: 'teamid', operator: 'in', value: teams }] },
      },
      pageSize: 5000,
    },
    signal,
  ).catch(() => []);
  return [...new Set(members.flatMap((row) => (row.systemuserid ? [row.systemuserid.id] : [])))];
}

async function viewQuery(viewId: string, signal: AbortSignal): Promise<FetchQuery | undefined> {
  const [view] = await fetchRows<{ body: string | null }>(
    {
      entity: {
        name: 'inu_view',
        attributes: [{ attribute: 'body' }],
        filter: { conditions: [{ attribute: 'id', operator: 'eq', value: viewId }] },
      },
      count: 1,
    },
    signal,
  );
  try {
    return (JSON.parse(view?.body ?? 'null') as { query?: FetchQuery } | null)?.query;
  } catch {
    return undefined;
  }
}

/** Why a take failed; the device out of room (IndexedDB's quota) is said with what to do. */
export function describeFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === 'QuotaExceededError') return i18next.t('offline.quota');
  return error instanceof Error ? error.message : String(error);
}

/**
 * Go Offline: the user context (metadata, rights, apps), the chosen records of each entity and
 * the entities' views go into the encrypted offline store, entity by entity with progress.
 * Aborting stops between pages; the entities already replaced stay fresh, but the cache is
 * only marked taken (and the app only goes offline) when everything arrived.
 */
export async function takeOffline(
  choices: readonly TakeChoice[],
  onProgress: (progress: EntityProgress[]) => void,
  signal: AbortSignal,
): Promise<void> {
  const progress: EntityProgress[] = choices.map((choice) => ({
    entity: choice.entity,
    taken: 0,
    total: undefined,
    state: 'waiting',
  }));
  const report = () => onProgress(progress.map((item) => ({ ...item })));
  report();
  const store = await currentOfflineStore();
  const context = await getJson<UserContext>(`${userContextKey}?t=${Date.now()}`);
  const teams = choices.some((choice) => choice.scope === 'team')
    ? await teamUserIds(context.user.id, signal)
    : [];
  const now = new Date();
  for (const [index, choice] of choices.entries()) {
    const item = progress[index] as EntityProgress;
    item.state = 'running';
    report();
    try {
      const view =
        choice.scope === 'view' && choice.viewId ? await viewQuery(choice.viewId, signal) : undefined;
      const query = takeQuery(choice, { userId: context.user.id, teamUserIds: teams, view, now });
      const [counted] = await fetchRows<{ count: number | string }>(
        {
          entity: {
            ...query.entity,
            allattrs: false,
            orders: [],
            attributes: [{ attribute: 'id', aggregate: 'count', alias: 'count' }],
          },
        },
        signal,
      );
      item.total = Math.min(Number(counted?.count ?? 0), choice.cap);
      report();
      const rows: Row[] = [];
      for (let page = 1; rows.length < item.total; page += 1) {
        const batch = await fetchRows({ ...query, page, pageSize }, signal);
        rows.push(...batch.slice(0, item.total - rows.length));
        item.taken = rows.length;
        report();
        if (batch.length < pageSize) break;
      }
      await store.replaceRows(choice.entity, rows);
      item.state = 'done';
      report();
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      item.state = 'failed';
      item.error = describeFailure(error);
      report();
      throw error;
    }
  }
  // the views of the taken entities: lists and forms offline show as they do online
  const entities = choices.map((choice) => choice.entity);
  const views = await fetchRows(
    {
      entity: {
        name: 'inu_view',
        allattrs: true,
        filter: {
          conditions: [
            { attribute: 'objectname', operator: 'in', value: entities },
            { attribute: 'statecode', operator: 'eq', value: 0 },
          ],
        },
      },
      pageSize: 5000,
    },
    signal,
  );
  await store.replaceRows('inu_view', views);
  // the app's own code must be on the device too before it may go offline: the service
  // worker's precache is complete once it is active (register-service-worker.ts; not in dev).
  // A browser that refuses service workers still gets the data, for this window's life.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    await Promise.race([
      navigator.serviceWorker.ready,
      new Promise((resolve) => setTimeout(resolve, 15_000)),
    ]);
  }
  await store.putState('context', context);
  await store.putState('choices', choices);
  await store.putState('takenAt', now.toISOString());
  await store.putState('entities', [...entities, 'inu_view']);
}
