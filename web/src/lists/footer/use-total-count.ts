import type { FetchQuery } from '@strata/api/contract/query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { retrieveMultiple } from '../../data/data-api';
import { reportError } from '../../diagnostics/error-reporting';
import { buildCountQuery } from '../../list-views/list-query';

/**
 * The aggregate count of the footer, run on request. A new query forgets it; `refresh`
 * recounts only when a total is shown (objectChanged). Count errors are logged only (spec 001
 * section 8).
 */
export function useTotalCount(query: FetchQuery | undefined, queryKey: string) {
  const [total, setTotal] = useState<number | undefined>(undefined);
  const [counting, setCounting] = useState(false);
  const queryRef = useRef(query);
  queryRef.current = query;
  const generation = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query
  useEffect(() => {
    generation.current++;
    setTotal(undefined);
    setCounting(false);
  }, [queryKey]);

  const count = useCallback(async () => {
    const current = queryRef.current;
    if (!current) return;
    const mine = ++generation.current;
    setCounting(true);
    try {
      const rows = await retrieveMultiple<{ count: number | string }>(buildCountQuery(current));
      if (mine === generation.current) setTotal(Number(rows[0]?.count ?? 0));
    } catch (error) {
      reportError(error, 'list count');
    } finally {
      if (mine === generation.current) setCounting(false);
    }
  }, []);

  const totalRef = useRef(total);
  totalRef.current = total;
  const refresh = useCallback(() => {
    if (totalRef.current !== undefined) void count();
  }, [count]);

  return { total, counting, count, refresh };
}
