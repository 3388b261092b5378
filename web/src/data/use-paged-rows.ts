import type { FetchQuery } from '@strata/api/contract/query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type RecordValues, retrieveMultiple } from './data-api';
import { hasMoreAfter, listPageSize, nextPageRequest, reloadRequest } from './page-math';

export type PagedRows = {
  rows: RecordValues[];
  /** a fetch is under way (first page, next page or reload) */
  loading: boolean;
  /** nothing to show yet: the first page of the first query is on its way */
  initial: boolean;
  /** the rows belong to the previous query; the new one's first page is on its way */
  stale: boolean;
  error: unknown;
  /** more pages may exist (the footer count shows '+') */
  hasMore: boolean;
  loadMore: () => void;
  /** refetches the pages loaded so far as one fetch (objectChanged) */
  reload: () => void;
};

type State = Omit<PagedRows, 'loadMore' | 'reload'> & { pages: number };

const emptyState: State = {
  rows: [],
  loading: true,
  initial: true,
  stale: false,
  error: undefined,
  hasMore: false,
  pages: 0,
};

/**
 * Paged loading of a list (spec 001 section 4): page 1 whenever the query changes, the next
 * page on demand, a reload that keeps the loaded count. Every request carries a generation
 * number and an AbortController: an answer to a query that has since changed (or a request
 * overtaken by a reload) is dropped, so a slow old page never mixes into new rows.
 * `queryKey` identifies the query (its JSON); `query` is read when a request starts.
 */
export function usePagedRows(
  query: FetchQuery | undefined,
  queryKey: string,
  pageSize = listPageSize,
): PagedRows {
  const [state, setState] = useState<State>(emptyState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const queryRef = useRef(query);
  queryRef.current = query;
  const generation = useRef(0);
  const controller = useRef<AbortController | null>(null);

  /** Starts a request; `replace` says whether the answer replaces the rows or extends them. */
  const request = useCallback((page: number, pageSize: number, replace: boolean, pages: number) => {
    const current = queryRef.current;
    if (!current) return;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const mine = ++generation.current;
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    retrieveMultiple({ ...current, page, pageSize }, abort.signal).then(
      (rows) => {
        if (mine !== generation.current) return;
        controller.current = null;
        setState((previous) => ({
          rows: replace ? rows : previous.rows.concat(rows),
          loading: false,
          initial: false,
          stale: false,
          error: undefined,
          hasMore: hasMoreAfter(rows.length, pageSize),
          pages: replace ? pages : previous.pages + 1,
        }));
      },
      (error: unknown) => {
        if (mine !== generation.current || abort.signal.aborted) return;
        controller.current = null;
        // a new query that fails shows the error, not the previous query's rows
        setState((previous) => ({
          ...previous,
          rows: previous.stale ? [] : previous.rows,
          loading: false,
          initial: false,
          stale: false,
          error,
        }));
      },
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query
  useEffect(() => {
    // the previous rows stay (dimmed) until the new first page arrives: no flash of emptiness
    // while the user types in the search box
    setState((previous) => ({
      ...emptyState,
      rows: previous.rows,
      initial: previous.rows.length === 0,
      stale: previous.rows.length > 0,
    }));
    if (!queryRef.current) return;
    request(1, pageSize, true, 1);
    return () => {
      generation.current++;
      controller.current?.abort();
    };
  }, [queryKey, pageSize, request]);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (current.loading || !current.hasMore || current.error) return;
    const next = nextPageRequest(current.pages, pageSize);
    request(next.page, next.pageSize, false, 0);
  }, [request, pageSize]);

  const reload = useCallback(() => {
    const next = reloadRequest(stateRef.current.pages, pageSize);
    request(next.page, next.pageSize, true, next.pages);
  }, [request, pageSize]);

  return {
    rows: state.rows,
    loading: state.loading,
    initial: state.initial,
    stale: state.stale,
    error: state.error,
    hasMore: state.hasMore,
    loadMore,
    reload,
  };
}
