import { useLocation, useParams } from 'react-router';

/**
 * The path of a record's form inside an app (spec 000 section 2); a form name (a list column's
 * formName, spec 001 section 3) opens that form instead of the entity's default one.
 */
export function recordPath(appId: string, entity: string, id: string, formName?: string): string {
  const form = formName ? `/${encodeURIComponent(formName)}` : '';
  return `/${encodeURIComponent(appId)}/edit/${encodeURIComponent(entity)}/${encodeURIComponent(id)}${form}`;
}

/** The new-record form of an entity, prefilled through the init query parameter (spec 000 section 2). */
export function newRecordPath(appId: string, entity: string, init: Record<string, unknown> = {}): string {
  const path = recordPath(appId, entity, '0');
  return Object.keys(init).length ? `${path}?init=${encodeURIComponent(JSON.stringify(init))}` : path;
}

/**
 * The current app's id: the first path segment, since fields render in places whose route has
 * no :appid parameter (dialogs, panels mounted outside the route tree); the route parameter and
 * then '!' (the remembered app) are fallbacks.
 */
export function useAppId(): string {
  const location = useLocation();
  const params = useParams();
  const first = location.pathname.split('/').find(Boolean);
  return (first ? decodeURIComponent(first) : undefined) ?? params.appid ?? '!';
}
