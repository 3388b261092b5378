import { type RenderResult, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { saveAccessToken } from '../api/access-token';
import { getJson } from '../api/http';
import type { UserContext } from '../api/user-context';
import AppShell from '../shell/AppShell';
import { PromptHost } from '../ui/prompts';
import { ToastHost } from '../ui/toasts';
import { type FakeRoute, fakeServer } from './fake-server';
import { testContext } from './shell-harness';

/** The default screen inside the shell: a heading naming the address the shell routed to. */
function ScreenAt() {
  const location = useLocation();
  return <h1>{`Screen at ${location.pathname}${location.search}`}</h1>;
}

/**
 * Renders the real app shell (shell/AppShell: header, menus, palette, logged-out popup) as a
 * signed-in user finds it at `path` (e.g. '/customize/'), the way the app's router mounts it
 * under '/:appId'. The user context (`context`, default testContext()) comes from a fake
 * `GET /api/getusercontext`; `routes` add or override fake API routes (see fake-server.ts), for
 * instance to hold the user context back. The screens inside are `screens` (child routes of
 * '/:appId'; default: one that shows "Screen at <path>" as its heading), so a test sees where
 * the shell sent the user without loading the real screens' chunks. The shell's background calls
 * that no test is about (the metadata check, the live stream's token, the Customize app's
 * created entities) are answered with "nothing new"; a route given in `routes` wins.
 *
 * Returns Testing Library's queries, a user-event `user`, the memory `router` and the fake
 * `server` (its requests). Prompts and toasts render as in the app.
 */
export function renderAppShell(
  path: string,
  options: {
    context?: UserContext;
    routes?: Record<string, FakeRoute>;
    screens?: RouteObject[];
  } = {},
): RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
  router: ReturnType<typeof createMemoryRouter>;
  server: ReturnType<typeof fakeServer>;
} {
  const context = options.context ?? testContext();
  const server = fakeServer({
    'GET /api/getusercontext': () => context,
    'GET /api/getusercontext/state': () => ({ needsRefresh: false }),
    'GET /api/ssetoken': () => ({ token: 'test-stream-token' }),
    'POST /api/fetch': () => [],
    ...options.routes,
  });
  saveAccessToken('test-session-token');
  const router = createMemoryRouter(
    [
      {
        path: '/:appId',
        element: <AppShell />,
        children: options.screens ?? [{ path: '*', element: <ScreenAt /> }],
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const result = render(
    <SWRConfig value={{ fetcher: getJson, provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
      <ToastHost />
      <PromptHost />
    </SWRConfig>,
  );
  return { ...result, user, router, server };
}
