import { Navigate, type RouteObject, useLocation } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteError } from './RouteError';

/** Loads a route's module when first visited: every page is its own chunk. */
function page(load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

function screen<K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) {
  return { lazy: async () => ({ Component: (await load())[name] }) };
}

const entityScreens = () => import('../screens/entity-screens');

/** /, /list/* and /edit/* get the /! prefix (spec 000 section 2, Redirects). */
function PrefixWithApp() {
  const location = useLocation();
  const path = location.pathname === '/' ? '/' : location.pathname;
  return <Navigate to={`/!${path}${location.search}`} replace />;
}

/** Every route of spec 000 section 2. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/popupLogin', ...page(() => import('../public/PopupLoginPage')) },
      { path: '/login', ...page(() => import('../public/LoginPage')) },
      { path: '/signup', ...page(() => import('../public/signup/SignupPage')) },
      { path: '/trial', ...page(() => import('../public/signup/TrialPage')) },
      { path: '/magic', ...page(() => import('../public/MagicPage')) },
      { path: '/', element: <PrefixWithApp /> },
      { path: '/list/*', element: <PrefixWithApp /> },
      { path: '/edit/*', element: <PrefixWithApp /> },
      {
        path: '/:appId',
        ...page(() => import('../shell/AppShell')),
        children: [
          { index: true, ...screen(entityScreens, 'AppIndex') },
          { path: 'list/:name', ...screen(entityScreens, 'ListRoute') },
          { path: 'n/:uniqueName', ...screen(entityScreens, 'HomeItemRoute') },
          { path: 'edit/:name/:id/:form?', ...screen(entityScreens, 'RecordRoute') },
          { path: 'dashboard/:name', ...screen(entityScreens, 'DashboardRoute') },
          { path: 'import', ...screen(entityScreens, 'ImportRoute') },
          { path: 'export', ...screen(entityScreens, 'ExportRoute') },
          { path: 'whatsnext', ...screen(entityScreens, 'WhatsNextRoute') },
          { path: 'customizemetadata', ...screen(entityScreens, 'CustomizeMetadataRoute') },
          { path: 'customizelocalization', ...screen(entityScreens, 'CustomizeLocalizationRoute') },
          { path: 'custom/:id', ...screen(entityScreens, 'CustomRoute') },
          { path: 'cache', ...page(() => import('../screens/CacheScreen')) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
