import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useObjectChanged } from '../session/live-changes';
import { type FeedActivity, type FeedChange, fetchActivities, fetchChanges } from './feed-api';
import { appendPage, type FeedStream, mergeStreams, refreshHead } from './feed-merge';

export type FeedEntry = ({ kind: 'activity' } & FeedActivity) | ({ kind: 'change' } & FeedChange);

type State = {
  activities: FeedStream<FeedActivity>;
  changes: FeedStream<FeedChange>;
  error: unknown;
  loading: boolean;
};

const empty: State = {
  activities: { items: [], done: false },
  changes: { items: [], done: false },
  error: null,
  loading: true,
};

/**
 * The record's feed: its activities and its tracked changes, each paged by 50 (keyset: a page
 * goes on after the last loaded item's key) and merged newest first (feed-merge.ts). A change to any activity or to the record fetches the newest
 * page again, so a comment by someone else shows without a reload.
 */
export function useFeed(entity: string, recordId: string, tracked: readonly string[]) {
  const [state, setState] = useState<State>(empty);
  const trackedKey = tracked.join(',');
  const fields = useMemo(() => (trackedKey ? trackedKey.split(',') : []), [trackedKey]);
  const busy = useRef(false);
  const current = useRef(state);
  current.current = state;

  const loadHead = useCallback(
    async (which: 'activities' | 'changes' | 'both') => {
      try {
        const [activities, changes] = await Promise.all([
          which !== 'changes' ? fetchActivities(recordId) : null,
          which !== 'activities' && fields.length > 0 ? fetchChanges(entity, recordId, fields) : null,
        ]);
        setState((previous) => ({
          activities: activities ? refreshHead(previous.activities, activities) : previous.activities,
          changes: changes
            ? refreshHead(previous.changes, changes)
            : fields.length === 0
              ? { items: [], done: true }
              : previous.changes,
          error: null,
          loading: false,
        }));
      } catch (error) {
        setState((previous) => ({ ...previous, error, loading: false }));
      }
    },
    [entity, recordId, fields],
  );

  useEffect(() => {
    setState(empty);
    void loadHead('both');
  }, [loadHead]);

  const onActivity = useCallback(() => void loadHead('activities'), [loadHead]);
  const onRecord = useCallback(() => void loadHead('changes'), [loadHead]);
  useObjectChanged('activity', onActivity);
  useObjectChanged(entity, onRecord);

  const merged = useMemo(
    () =>
      mergeStreams<FeedEntry, FeedEntry>(
        {
          ...state.activities,
          items: state.activities.items.map((item) => ({ ...item, kind: 'activity' as const })),
        },
        {
          ...state.changes,
          items: state.changes.items.map((item) => ({ ...item, kind: 'change' as const })),
        },
      ),
    [state.activities, state.changes],
  );

  const loadMore = useCallback(async () => {
    const { activities, changes, loading } = current.current;
    if (busy.current || loading || merged.next === null) return;
    busy.current = true;
    try {
      if (merged.next === 'a') {
        const page = await fetchActivities(recordId, activities.items.at(-1)?.key);
        setState((previous) => ({ ...previous, activities: appendPage(previous.activities, page) }));
      } else {
        const page = await fetchChanges(entity, recordId, fields, changes.items.at(-1)?.key);
        setState((previous) => ({ ...previous, changes: appendPage(previous.changes, page) }));
      }
    } catch (error) {
      setState((previous) => ({ ...previous, error }));
    } finally {
      busy.current = false;
    }
  }, [entity, recordId, fields, merged.next]);

  /** A local edit (marked done) shown at once, before the live refresh confirms it. */
  const patchActivity = useCallback((id: string, values: Partial<FeedActivity>) => {
    setState((previous) => ({
      ...previous,
      activities: {
        ...previous.activities,
        items: previous.activities.items.map((item) => (item.id === id ? { ...item, ...values } : item)),
      },
    }));
  }, []);

  return {
    entries: merged.entries,
    hasMore: merged.next !== null,
    loading: state.loading,
    error: state.error,
    loadMore,
    refresh: onActivity,
    patchActivity,
  };
}
