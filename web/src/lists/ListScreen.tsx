import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useObjectMeta } from '../metadata/object-metadata';
import { useViews } from '../metadata/views';
import { ErrorPanel } from '../ui/ErrorPanel';
import { Spinner } from '../ui/Spinner';
import { TitleBar } from '../ui/TitleBar';
import '../styles/lists.css';
import { applyUrlFilter, parseUrlFilter } from './filters/url-filter';
import { ListView } from './ListView';
import './modes/builtin-modes';
import { defaultListBody, isListBody, type ListViewBody } from '../list-views/list-definition';
import { usableListMode } from './modes/available-modes';
import { type ListMode, parseListMode } from './modes/list-modes';

/**
 * /{appid}/list/{name} and /{appid}/n/{uniqueName}: the entity's saved views, the chosen one
 * (?view=, else the home item's, else the first) and its list. The view and the mode live in
 * the URL, so back/forward and shared links keep them. The caller checked the entity exists.
 */
export default function ListScreen({
  entity,
  title,
  initialView,
}: {
  entity: string;
  title?: string | undefined;
  initialView?: string | undefined;
}) {
  const { t } = useTranslation('lists');
  const { appId = '!' } = useParams();
  const object = useObjectMeta(entity);
  const { views, error } = useViews<ListViewBody>(entity, 'view');
  const [params, setParams] = useSearchParams();
  const setParam = useCallback(
    (name: string, value: string | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      }),
    [setParams],
  );

  const urlFilter = params.get('filter');
  const viewsLoaded = views !== undefined;
  // the URL's filter is stored as the list's own once the view is known (see url-filter), then
  // leaves the URL, so a reload or a shared link does not set it again over the user's changes
  useEffect(() => {
    if (!urlFilter || !viewsLoaded) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('filter');
        return next;
      },
      { replace: true },
    );
  }, [urlFilter, viewsLoaded, setParams]);
  const requestedMode = parseListMode(params.get('mode'));
  const setMode = useCallback(
    (next: ListMode) => setParam('mode', next === 'list' ? undefined : next),
    [setParam],
  );

  if (!object) return null;
  // ?mode=map on an entity without coordinates opens its list, not a "no coordinates" message
  const mode = usableListMode(requestedMode, object);
  const heading = title || object.displayNamePlural || object.displayName;
  // the title shows at once; the list follows its views
  if (error || !views) {
    return (
      <section className="screen list-screen">
        <TitleBar title={heading} />
        {error ? <ErrorPanel title={t('viewsFailed')} error={error} /> : <Spinner delayMs={300} />}
      </section>
    );
  }
  const usable = views.filter((view) => isListBody(view.body));
  const wanted = params.get('view') ?? initialView;
  const view = usable.find((item) => item.name === wanted) ?? usable[0];
  const body = view?.body ?? defaultListBody(entity);
  const handed = parseUrlFilter(urlFilter);
  // written before the list mounts: the list reads its remembered filters when it starts
  if (handed) applyUrlFilter(entity, view?.name ?? '', handed);
  return (
    <ListView
      key={view?.id ?? 'default'}
      appId={appId}
      object={object}
      title={heading}
      view={view}
      views={usable}
      onViewChange={(name) => setParam('view', name)}
      body={body}
      mode={mode}
      onModeChange={setMode}
    />
  );
}
