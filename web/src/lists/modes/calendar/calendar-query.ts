import type { FetchQuery } from '@strata/api/contract/query';
import { queryWindow, windowFilter } from '../../../calendar/calendar-range';
import type { CalendarFields } from './calendar-fields';

/** The view top (spec 001 section 9): at most 500 events per window. */
export const eventsTop = 500;

/**
 * The list's query (quick filters included) narrowed to records starting inside the query
 * window of the month, ordered by start. Every attribute comes along: the versionnumber for
 * saving a move and the owner for the rights check.
 */
export function calendarQuery(
  query: FetchQuery,
  fields: CalendarFields,
  year: number,
  month: number,
): FetchQuery {
  const base = query.entity.filter;
  const inWindow = windowFilter(fields.start, queryWindow(new Date(year, month, 1)));
  const { attributes: _columns, ...entity } = query.entity;
  return {
    entity: {
      ...entity,
      allattrs: true,
      filter: base ? { type: 'and', filters: [base, inWindow] } : inWindow,
      orders: [{ attribute: fields.start }],
    },
    count: eventsTop,
  };
}
