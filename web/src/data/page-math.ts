/** Paging constants and arithmetic of spec 001 sections 4 and 9. */

/** Default list page size. */
export const listPageSize = 50;
/** The most rows one fetch may ask for (also the reload ceiling). */
export const maxFetchRows = 5000;

/**
 * The page size a view asks for in its query's paging (spec 001 section 3), else 50; a value
 * that is not a whole number from 1 to 5000 counts as none.
 */
export function viewPageSize(query: { pageSize?: unknown }): number {
  const size = query.pageSize;
  return typeof size === 'number' && Number.isInteger(size) && size >= 1 && size <= maxFetchRows
    ? size
    : listPageSize;
}

/** The next page to ask for after `pagesLoaded` pages of `pageSize`. */
export function nextPageRequest(pagesLoaded: number, pageSize = listPageSize) {
  return { page: pagesLoaded + 1, pageSize };
}

/**
 * A reload keeps what the user already scrolled through: pages 1..n again as one fetch of
 * n*pageSize rows, capped at 5000 (and at least one page).
 */
export function reloadRequest(pagesLoaded: number, pageSize = listPageSize) {
  const pages = Math.max(1, Math.min(pagesLoaded, Math.floor(maxFetchRows / pageSize)));
  return { page: 1, pageSize: pages * pageSize, pages };
}

/** A short answer (fewer rows than asked for) means the end: no more pages to load. */
export function hasMoreAfter(rowsReturned: number, requested: number): boolean {
  return rowsReturned >= requested;
}

/** Whether the scroll position is within two viewport heights of the end (load the next page). */
export function nearEnd(scrollTop: number, viewportHeight: number, contentHeight: number): boolean {
  return contentHeight - (scrollTop + viewportHeight) <= 2 * viewportHeight;
}
