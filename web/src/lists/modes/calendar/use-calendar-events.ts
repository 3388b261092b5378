import type { FetchQuery } from '@strata/api/contract/query';
import { useMemo } from 'react';
import useSWR from 'swr';
import { type RecordValues, retrieveMultiple } from '../../../api/data-api';
import { type CalendarFields, toEvent } from './calendar-fields';
import type { CalendarEvent } from './calendar-layout';
import { queryWindow, windowFilter } from './calendar-range';

/** The view top (spec 001 section 9): at most 500 events per window. */
const eventsTop = 500;

/**
 * The records of the query window around `date`: the list's query (quick filters included)
 * narrowed to starts inside the window. The window only moves with the month, so stepping
 * through days and weeks of a month reuses one fetch.
 */
export function useCalendarEvents(query: FetchQuery, fields: CalendarFields | null, date: Date) {
  // the window follows the month only: a new day in the same month keeps the same query
  const year = date.getFullYear();
  const month = date.getMonth();
  const windowed = useMemo<FetchQuery | null>(() => {
    if (!fields) return null;
    const window = queryWindow(new Date(year, month, 1));
    const base = query.entity.filter;
    const inWindow = windowFilter(fields.start, window);
    return {
      entity: {
        ...query.entity,
        // every attribute: the versionnumber for saving and the owner for rights come along
        attributes: undefined,
        allattrs: true,
        filter: base ? { type: 'and', filters: [base, inWindow] } : inWindow,
        orders: [{ attribute: fields.start }],
      },
      count: eventsTop,
    };
  }, [query, fields, year, month]);

  const { data, error, mutate } = useSWR(windowed ? ['calendar', JSON.stringify(windowed)] : null, () =>
    retrieveMultiple(windowed as FetchQuery),
  );
  const records: RecordValues[] = data ?? [];
  const events = useMemo(
    () =>
      fields
        ? records
            .map((record) => toEvent(record, fields))
            .filter((event): event is CalendarEvent => event !== null)
        : [],
    [records, fields],
  );
  return { records, events, error: error as unknown, loading: !data && !error, mutate };
}
