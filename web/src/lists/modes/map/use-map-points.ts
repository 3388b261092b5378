import type { FetchQuery } from '@strata/api/contract/query';
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { retrieveMultiple } from '../../../data/data-api';
import { useObjectChanged } from '../../../session/live-changes';
import { modeQuery } from '../mode-query';
import { type CoordinateFields, mapPoints, mapRowLimit } from './coordinates';

/**
 * The records of the list that have coordinates (up to 2000): name, the coordinate pair and
 * the implicit id and versionnumber a marker drag saves with.
 */
export function useMapPoints(entity: string, query: FetchQuery, fields: CoordinateFields | undefined) {
  const fetch = useMemo(
    () =>
      fields
        ? modeQuery(
            query,
            [{ attribute: 'name' }, { attribute: fields.latitude }, { attribute: fields.longitude }],
            {
              pageSize: mapRowLimit,
              ordered: true,
              extraFilter: {
                conditions: [
                  { attribute: fields.latitude, operator: 'not-null' },
                  { attribute: fields.longitude, operator: 'not-null' },
                ],
              },
            },
          )
        : undefined,
    [query, fields],
  );
  const key = fetch ? JSON.stringify(fetch) : null;
  const { data, error, isLoading, mutate } = useSWR(key ? ['mapPoints', key] : null, () =>
    retrieveMultiple(fetch as FetchQuery),
  );
  const points = useMemo(() => (data && fields ? mapPoints(data, fields) : []), [data, fields]);
  const reload = useCallback(() => void mutate(), [mutate]);
  // records moved or added by anyone show without leaving the map
  useObjectChanged(entity, reload);
  return { points, loaded: data !== undefined, key, error, isLoading, reload };
}
