import type { FetchCondition, FetchFilter } from '@strata/api/contract/query';
import { useEffect, useState } from 'react';
import { retrieveMultiple } from '../../data/data-api';
import { buildLookupQuery, lookupPageSize, type NameMatch } from './lookup-query';

export type LookupRow = { id: string; name: string | null };

/** Typing pauses this long before a search goes out, so each keystroke is not a request. */
export const lookupDebounceMs = 250;

type SearchState = { rows: LookupRow[]; loading: boolean; error: string | null };

/**
 * Searches the target by name (its start by default) while `enabled`. A newer search aborts
 * the older one, so a slow answer for "A" never replaces the answer for "Ac".
 */
export function useLookupSearch(
  target: string | undefined,
  text: string,
  conditions: FetchCondition[],
  enabled: boolean,
  options: { match?: NameMatch; pageSize?: number; filter?: FetchFilter | undefined } = {},
): SearchState {
  const { match = 'prefix', pageSize = lookupPageSize } = options;
  // like the conditions, the extra filter is compared by its text
  const filterKey = options.filter ? JSON.stringify(options.filter) : '';
  const [state, setState] = useState<SearchState>({ rows: [], loading: false, error: null });
  // conditions are rebuilt each render; their text is the stable dependency
  const conditionKey = JSON.stringify(conditions);
  useEffect(() => {
    if (!enabled || !target) return;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    const timer = setTimeout(() => {
      const conditions = JSON.parse(conditionKey) as FetchCondition[];
      const extra = filterKey ? (JSON.parse(filterKey) as FetchFilter) : undefined;
      const query = buildLookupQuery(target, text, conditions, pageSize, match, extra);
      retrieveMultiple<{ id: string; name?: string | null }>(query, controller.signal)
        .then((rows) => {
          setState({
            rows: rows.map((row) => ({ id: row.id, name: row.name ?? null })),
            loading: false,
            error: null,
          });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setState({
            rows: [],
            loading: false,
            error: error instanceof Error ? error.message : String(error),
          });
        });
    }, lookupDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [target, text, conditionKey, filterKey, enabled, match, pageSize]);
  return state;
}
