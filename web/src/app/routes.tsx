import { Navigate, type RouteObject, useLocation } from 'react-router';
import { withChunkTimeout } from '../chunks/chunk-timeout';
import { loadNamespace } from '../i18n/setup-i18n';
import { NotFoundPage } from './NotFoundPage';
import { RouteError } from './RouteError';

/**
 * Loads a route's component (a module's default export, or `name`) when first visited: every
 * page is its own chunk. A screen with a translation namespace of its own loads it alongside.
 */
function lazyRoute<K extends string = 'default'>(
  load: () => Promise<Record<NoInfer<K>, React.ComponentType>>,
  name = 'default' as K,
  namespace?: string,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await withChunkTimeout(
        Promise.all([load(), namespace ? loadNamespace(namespace) : undefined]),
      );
      return { Component: module[name] };
    },
  };
}

const entityScreens = () => import('../screens/entity-screens');

/**
 * A route of entity-screens whose screen has a chunk of its own: both load before the route
 * renders, so the screen renders at once instead of suspending (see chunks/preloadable.tsx).
 */
function entityRoute(
  name: 'ListRoute' | 'HomeItemRoute' | 'RecordRoute',
  screen: 'preloadListScreen' | 'preloadRecordForm',
  namespace?: string,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const screens = await withChunkTimeout(entityScreens());
      // the screen's own chunk is timed by preloadable
      await Promise.all([
        screens[screen](),
        namespace ? withChunkTimeout(loadNamespace(namespace)) : undefined,
      ]);
      return { Component: screens[name] };
    },
  };
}

/** /, /list/* and /edit/* get the /! prefix (spec 000 section 2, Redirects). */
function PrefixWithApp() {
  const location = useLocation();
  return <Navigate to={`/!${location.pathname}${location.search}`} replace />;
}

/** Every route of spec 000 section 2. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/popupLogin', ...lazyRoute(() => import('../public/PopupLoginPage')) },
      { path: '/login', ...lazyRoute(() => import('../public/LoginPage')) },
      { path: '/signup', ...lazyRoute(() => import('../public/signup/SignupPage')) },
      { path: '/trial', ...lazyRoute(() => import('../public/signup/TrialPage')) },
      { path: '/magic', ...lazyRoute(() => import('../public/MagicPage')) },
      { path: '/confirm-email', ...lazyRoute(() => import('../public/ConfirmEmailPage')) },
      // the public survey form: anonymous, before app-id resolution (issue 21)
      {
        path: '/ansu/:orgname/:key',
        ...lazyRoute(() => import('../surveys/public/PublicSurveyPage'), 'default', 'surveys'),
      },
      { path: '/', element: <PrefixWithApp /> },
      { path: '/list/*', element: <PrefixWithApp /> },
      { path: '/edit/*', element: <PrefixWithApp /> },
      {
        path: '/:appId',
        ...lazyRoute(() => import('../shell/AppShell')),
        children: [
          { index: true, ...lazyRoute(entityScreens, 'AppIndex') },
          { path: 'list/:name', ...entityRoute('ListRoute', 'preloadListScreen') },
          { path: 'n/:uniqueName', ...entityRoute('HomeItemRoute', 'preloadListScreen') },
          // admin: the user record's commands, the role editor, "Why can I (not) see this?"
          { path: 'edit/:name/:id/:form?', ...entityRoute('RecordRoute', 'preloadRecordForm', 'admin') },
          {
            path: 'dashboard/:name',
            ...lazyRoute(() => import('../dashboards/DashboardScreen'), 'default', 'dashboards'),
          },
          { path: 'import', ...lazyRoute(() => import('../import/ImportScreen'), 'default', 'import') },
          { path: 'export', ...lazyRoute(() => import('../export/ExportScreen'), 'default', 'export') },
          {
            path: 'whatsnext',
            ...lazyRoute(() => import('../whatsnext/WhatsNextScreen'), 'default', 'whatsnext'),
          },
          {
            path: 'customizemetadata',
            ...lazyRoute(() => import('../designer/MetadataDesignerScreen'), 'default', 'designer'),
          },
          {
            path: 'settings',
            ...lazyRoute(() => import('../designer/SettingsRoute'), 'default', 'designer'),
          },
          {
            path: 'customizelocalization',
            ...lazyRoute(() => import('../localization/LocalizationScreen'), 'default', 'localization'),
          },
          { path: 'custom/:id', ...lazyRoute(entityScreens, 'CustomRoute') },
          { path: 'cache', ...lazyRoute(() => import('../screens/CacheScreen')) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
