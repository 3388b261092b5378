import type { FetchFilter } from '@strata/api/contract/query';

/**
 * The list a click on a chart group opens: the entity's list with the widget's filters and the
 * group's condition as the list's Advanced Find filter (?filter=, read by the list screen),
 * which the user sees as a chip and can clear.
 */
export function drillPath(appId: string, entity: string, filter: FetchFilter | undefined): string {
  const path = `/${encodeURIComponent(appId)}/list/${encodeURIComponent(entity)}`;
  return filter ? `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}` : path;
}
