/**
 * How a chart or a fetch aggregates a column and groups its rows. A module of their own: both
 * the query contract (query.ts) and the view bodies (views.ts) name them, and views.ts also
 * checks filters with query.ts's schema, so neither may import them from the other.
 */
export const aggregateMethods = ['count', 'countdistinct', 'min', 'max', 'sum', 'average'] as const;
export const groupMethods = ['column', 'year', 'quarter', 'month', 'week', 'day'] as const;
