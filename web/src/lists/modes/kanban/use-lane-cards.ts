import type { FetchQuery } from '@strata/api/contract/query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { retrieveMultiple } from '../../../data/data-api';
import { useObjectChanged } from '../../../session/live-changes';
import {
  firstLaneRequest,
  type LanePage,
  type LaneRequest,
  laneAnswered,
  laneFailed,
  laneLoading,
  moreLaneRequest,
  reloadLaneRequest,
} from './lane-paging';
import { laneQuery } from './lane-query';
import type { LaneValue } from './lanes';

type Run = { generation: number; abort: AbortController; done: Promise<void> };

/**
 * Each lane's cards, paged on their own (spec 001 section 4, paged loading, per lane): the
 * first page of every lane when the list's query changes or a lane appears, the next page on
 * demand, and a reload of the pages loaded so far on live changes of the entity or after a
 * move. Every request carries a generation that only grows: an answer overtaken by a newer
 * request for its lane, or by a new query, is dropped, so a slow old page never mixes in.
 */
export function useLaneCards(
  entity: string,
  query: FetchQuery,
  field: string | undefined,
  lanes: readonly { key: string; value: LaneValue }[],
  /** attributes the cards need beyond the list's (a lane total's amount and currency) */
  extra: readonly string[] = [],
) {
  const [pages, setPages] = useState<ReadonlyMap<string, LanePage>>(() => new Map());
  const pagesRef = useRef(pages);
  pagesRef.current = pages;
  const latest = useRef({ query, field, lanes, extra });
  latest.current = { query, field, lanes, extra };
  const runs = useRef(new Map<string, Run>());
  const generations = useRef(0);

  const update = useCallback((key: string, change: (state: LanePage | undefined) => LanePage) => {
    setPages((current) => new Map(current).set(key, change(current.get(key))));
  }, []);

  /** Resolves once the lane holds an answer as fresh as this request (or a newer one's). */
  const settled = useCallback(async (key: string, done: Promise<void>): Promise<void> => {
    await done;
    const run = runs.current.get(key);
    if (run && run.done !== done) await settled(key, run.done);
  }, []);

  const request = useCallback(
    (key: string, value: LaneValue, page: LaneRequest): Promise<void> => {
      const { query: current, field: name, extra: more } = latest.current;
      if (!name) return Promise.resolve();
      runs.current.get(key)?.abort.abort();
      const abort = new AbortController();
      const generation = ++generations.current;
      const mine = () => runs.current.get(key)?.generation === generation;
      update(key, (state) => laneLoading(state, page));
      const done = retrieveMultiple(laneQuery(current, name, value, page, more), abort.signal).then(
        (rows) => {
          if (mine()) update(key, (state) => laneAnswered(state, page, rows));
        },
        (error: unknown) => {
          if (mine() && !abort.signal.aborted) update(key, (state) => laneFailed(state, error));
        },
      );
      runs.current.set(key, { generation, abort, done });
      return settled(key, done);
    },
    [update, settled],
  );

  const queryKey = JSON.stringify([field, query, extra]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query and field
  useEffect(() => {
    // a new query (search, quick filter, sort) starts every lane over; the old cards stay
    // until the new first page of their lane arrives, so typing does not flash empty lanes
    const started = runs.current;
    return () => {
      for (const run of started.values()) run.abort.abort();
      started.clear();
    };
  }, [queryKey]);

  const laneKeys = lanes.map((lane) => lane.key).join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the lanes
  useEffect(() => {
    for (const lane of latest.current.lanes) {
      if (!runs.current.has(lane.key)) void request(lane.key, lane.value, firstLaneRequest());
    }
  }, [laneKeys, queryKey, request]);

  const loadMore = useCallback(
    (key: string) => {
      const lane = latest.current.lanes.find((item) => item.key === key);
      const next = moreLaneRequest(pagesRef.current.get(key));
      if (lane && next) void request(key, lane.value, next);
    },
    [request],
  );

  /** Refetches one lane's loaded pages, or every lane's; resolves when the answers are in. */
  const reload = useCallback(
    async (key?: string) => {
      const targets = latest.current.lanes.filter((lane) => key === undefined || lane.key === key);
      await Promise.all(
        targets.map((lane) =>
          request(lane.key, lane.value, reloadLaneRequest(pagesRef.current.get(lane.key))),
        ),
      );
    },
    [request],
  );

  useObjectChanged(
    entity,
    useCallback(() => void reload(), [reload]),
  );

  return { pages, loadMore, reload };
}
