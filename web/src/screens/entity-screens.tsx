import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { preloadable } from '../chunks/preloadable';
import { firstMenuPath } from '../context/home-menu';
import { useShell } from '../context/shell-context';
import { specialEditorFor } from '../forms/special-editors';
import { Spinner } from '../ui/Spinner';
import { customScreen } from './custom-screens';
import './register-custom-screens';
import { UpcomingScreen } from './UpcomingScreen';

const recordForm = preloadable(async () => (await import('../forms/RecordFormScreen')).RecordFormScreen);
const RecordFormScreen = recordForm.Screen;
/** For the route: the form's chunk, loaded before the route renders (see preloadable). */
export const preloadRecordForm = recordForm.preload;

/** /{appid}/ : the first menu item; an app without a home opens the user's own record. */
export function AppIndex() {
  const { t } = useTranslation();
  const { app, menu, context } = useShell();
  if (!app) return <UpcomingScreen title={t('shell.noApps')} detail={t('shell.noAppsDetail')} />;
  const first = firstMenuPath(menu);
  if (first) return <Navigate to={first} replace />;
  if (!app.builtIn && !app.home) return <Navigate to={`edit/systemuser/${context.user.id}`} replace />;
  return <Navigate to="/login" replace />;
}

function ObjectNotFound({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <section className="page-message" role="alert">
      <h1>{t('screens.objectNotFound', { name })}</h1>
      <p>{t('contactSupport')}</p>
    </section>
  );
}

/** The list screen is its own chunk: only list routes load it. */
const listScreen = preloadable(async () => (await import('../lists/ListScreen')).default);
const ListScreen = listScreen.Screen;
/** For the route: the list's chunk, loaded before the route renders (see preloadable). */
export const preloadListScreen = listScreen.preload;

/** /{appid}/list/{name}. */
export function ListRoute() {
  const { name = '' } = useParams();
  const { context } = useShell();
  const object = context.metaDict[name];
  if (!object) return <ObjectNotFound name={name} />;
  return (
    <Suspense fallback={<Spinner />}>
      <ListScreen key={name} entity={name} />
    </Suspense>
  );
}

/** /{appid}/n/{uniqueName}: a home item by its unique name; only entity items are supported. */
export function HomeItemRoute() {
  const { t } = useTranslation();
  const { uniqueName = '' } = useParams();
  const { app, context } = useShell();
  const item = app?.home?.find((candidate) => candidate.uniqueName === uniqueName);
  if (item?.kind !== 'entity' || !item.name) {
    return (
      <section className="page-message" role="alert">
        <h1>{t('screens.homeItemUnsupported', { name: uniqueName })}</h1>
      </section>
    );
  }
  const object = context.metaDict[item.name];
  if (!object) return <ObjectNotFound name={item.name} />;
  // the item's view opens unless the URL's ?view= names another (the screen reads the query)
  return (
    <Suspense fallback={<Spinner />}>
      <ListScreen
        key={uniqueName}
        entity={item.name}
        title={item.label || object.displayNamePlural}
        initialView={item.view}
      />
    </Suspense>
  );
}

/** /{appid}/edit/{name}/{id}[/{form}]; id 0 is a new record. */
export function RecordRoute() {
  const { name = '', id = '0', form } = useParams();
  const { context } = useShell();
  const object = context.metaDict[name];
  if (!object) return <ObjectNotFound name={name} />;
  // the role editor, a new user's invite form, ... (forms/special-editors.ts)
  const SpecialEditor = specialEditorFor(name, id, form);
  if (SpecialEditor) {
    return (
      <Suspense fallback={<Spinner />}>
        <SpecialEditor key={`${name}/${id}`} object={object} id={id} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<Spinner />}>
      <RecordFormScreen object={object} />
    </Suspense>
  );
}

/** /{appid}/custom/{id}: the screen registered under id (custom-screens.ts), or a configuration hint. */
export function CustomRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const Screen = customScreen(id);
  if (Screen) {
    return (
      <Suspense fallback={<Spinner />}>
        <Screen key={id} name={id} />
      </Suspense>
    );
  }
  return (
    <section className="page-message" role="alert">
      <h1>{t('screens.checkConfiguration')}</h1>
      <p>{t('screens.componentNotFound', { name: id })}</p>
    </section>
  );
}
