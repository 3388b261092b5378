import type { FetchQuery } from '@strata/api/contract/query';
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import type { CalendarEvent } from '../../../calendar/calendar-layout';
import { type RecordValues, retrieveMultiple } from '../../../data/data-api';
import { useObjectChanged } from '../../../session/live-changes';
import { type CalendarFields, toEvent } from './calendar-fields';
import { calendarQuery } from './calendar-query';

const noRecords: RecordValues[] = [];

/**
 * The records and events of the query window around `date`. The window only moves with the
 * month, so stepping through the days and weeks of a month reuses one fetch. A change to the
 * entity anywhere (objectChanged) fetches the window again, as the list does.
 */
export function useCalendarEvents(query: FetchQuery, fields: CalendarFields | null, date: Date) {
  const year = date.getFullYear();
  const month = date.getMonth();
  const windowed = useMemo(
    () => (fields ? calendarQuery(query, fields, year, month) : null),
    [query, fields, year, month],
  );
  // live changes (below) keep it fresh: no extra fetch each time the window gets the focus
  const { data, error, mutate } = useSWR(
    windowed ? ['calendar', JSON.stringify(windowed)] : null,
    () => retrieveMultiple(windowed as FetchQuery),
    { revalidateOnFocus: false },
  );
  useObjectChanged(
    query.entity.name,
    useCallback(() => void mutate(), [mutate]),
  );
  const records = data ?? noRecords;
  const events = useMemo(
    () =>
      fields
        ? records
            .map((record) => toEvent(record, fields))
            .filter((event): event is CalendarEvent => event !== null)
        : [],
    [records, fields],
  );
  return { records, events, error: error as unknown, mutate };
}
