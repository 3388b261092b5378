import type { FetchFilter, FetchLink, FetchQuery } from '@strata/api/contract/query';

/** What to take of one entity (the Go Offline dialog's choice). */
export type TakeScope = 'recent' | 'mine' | 'team' | 'view';
export type TakeChoice = { entity: string; scope: TakeScope; viewId?: string | undefined; cap: number };

/** Rows per entity when the user does not say (a day's work, not the whole database). */
export const defaultTakeCap = 500;
export const maxTakeCap = 5000;
/** "recent": records owned by me or modified in the last 30 days (issue 27's default). */
export const recentDays = 30;

/** A link without selected attributes: it only narrows, the rows stay the entity's own. */
function bareLink(link: FetchLink): FetchLink {
  const { attributes: _attributes, links, ...rest } = link;
  return { ...rest, ...(links?.length ? { links: links.map(bareLink) } : {}) };
}

/**
 * The fetch of one entity's rows to take offline: every attribute (forms need them all), the
 * scope's filter, newest first so a cap keeps the records most likely to be worked on. The
 * server applies the user's read rights, so only rows the user could read are taken.
 */
export function takeQuery(
  choice: TakeChoice,
  scope: { userId: string; teamUserIds: readonly string[]; view?: FetchQuery | undefined; now: Date },
): FetchQuery {
  const mine = { attribute: 'ownerid', operator: 'eq' as const, value: scope.userId };
  let filter: FetchFilter | undefined;
  let links: FetchLink[] | undefined;
  switch (choice.scope) {
    case 'mine':
      filter = { conditions: [mine] };
      break;
    case 'team':
      filter = {
        conditions: [{ attribute: 'ownerid', operator: 'in', value: [scope.userId, ...scope.teamUserIds] }],
      };
      break;
    case 'view':
      filter = scope.view?.entity.filter;
      links = scope.view?.entity.links?.map(bareLink);
      break;
    default: {
      const since = new Date(scope.now.getTime() - recentDays * 86_400_000).toISOString();
      filter = { type: 'or', conditions: [mine, { attribute: 'modifiedon', operator: 'ge', value: since }] };
    }
  }
  return {
    entity: {
      name: choice.entity,
      allattrs: true,
      ...(filter ? { filter } : {}),
      ...(links?.length ? { links } : {}),
      orders: [{ attribute: 'modifiedon', descending: true }],
    },
  };
}
