import type { RecordValues } from '../../../data/data-api';
import { hasMoreAfter, listPageSize, nextPageRequest, reloadRequest } from '../../../data/page-math';

/** Cards per lane page: the list's page size (spec 001 section 9: 50). */
export const lanePageSize = listPageSize;

/** What one lane has loaded of its cards. */
export type LanePage = {
  rows: RecordValues[];
  /** pages the rows stand for (a reload fetches them again as one request) */
  pages: number;
  /** the last answer was a full page: the lane may hold more */
  hasMore: boolean;
  loading: boolean;
  /** while loading: the pages the request on its way will stand for */
  pending?: number;
  error?: unknown;
};

/** A lane before its first answer. */
export const loadingLane: LanePage = { rows: [], pages: 0, hasMore: false, loading: true };

/** A request for lane cards: the page window and whether its rows replace the loaded ones. */
export type LaneRequest = { page: number; pageSize: number; pages: number; replace: boolean };

export function firstLaneRequest(): LaneRequest {
  return { page: 1, pageSize: lanePageSize, pages: 1, replace: true };
}

/**
 * The next page at the lane's end, or null when there is none to ask for: one is already on
 * its way, the last page was short, or the last request failed (the user reloads instead of
 * every scroll retrying). While a refresh of the loaded pages runs (a live change, a move),
 * the ask is not dropped: it becomes a refresh that takes one page more, replacing the one
 * on its way (a Load more clicked then was once silently lost).
 */
export function moreLaneRequest(state: LanePage | undefined): LaneRequest | null {
  if (!state?.hasMore || state.error || state.pages < 1) return null;
  if (state.loading) {
    if ((state.pending ?? state.pages) > state.pages) return null;
    return { ...reloadRequest(state.pages + 1, lanePageSize), replace: true };
  }
  return { ...nextPageRequest(state.pages, lanePageSize), pages: state.pages + 1, replace: false };
}

/** A refresh (a change to the entity, a move) keeps the cards the user has loaded so far. */
export function reloadLaneRequest(state: LanePage | undefined): LaneRequest {
  const { page, pageSize, pages } = reloadRequest(Math.max(1, state?.pages ?? 1), lanePageSize);
  return { page, pageSize, pages, replace: true };
}

/** The lane while `request` runs: its cards stay until the answer comes. */
export function laneLoading(state: LanePage | undefined, request?: LaneRequest): LanePage {
  const pending = request?.pages ?? state?.pages ?? 0;
  return { ...(state ?? loadingLane), loading: true, pending, error: undefined };
}

/**
 * The lane after an answer. An appended page skips cards already shown: records that left the
 * lane since the earlier pages were read shift the offsets, so a page may repeat a card.
 */
export function laneAnswered(
  state: LanePage | undefined,
  request: LaneRequest,
  rows: RecordValues[],
): LanePage {
  const hasMore = hasMoreAfter(rows.length, request.pageSize);
  if (request.replace || !state) return { rows, pages: request.pages, hasMore, loading: false };
  const shown = new Set(state.rows.map((row) => String(row.id)));
  const fresh = rows.filter((row) => !shown.has(String(row.id)));
  return { rows: state.rows.concat(fresh), pages: request.pages, hasMore, loading: false };
}

/** The lane after a failed request: what was shown stays, with the error to report. */
export function laneFailed(state: LanePage | undefined, error: unknown): LanePage {
  const { pending: _done, ...shown } = state ?? loadingLane;
  return { ...shown, loading: false, error };
}
