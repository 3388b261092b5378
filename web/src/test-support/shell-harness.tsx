import { allProperties } from '@strata/api/contract/base-properties';
import { fullOrganizationMask } from '@strata/api/contract/permission-mask';
import { type RenderResult, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import type { ObjectInfo, UserContext } from '../api/user-context';
import type { MenuEntry } from '../context/home-menu';
import { type Shell, ShellContext } from '../context/shell-context';
import { testEuro } from '../metadata/test-currency';

/** The crm template's objects as the user context carries them (base properties first). */
const templateFiles = import.meta.glob<{ default: ObjectInfo }>(
  '../../../tenant-templates/crm/entities/*.json',
  {
    eager: true,
  },
);
export const crmObjects: Record<string, ObjectInfo> = Object.fromEntries(
  Object.values(templateFiles).map(({ default: object }) => [
    object.logicalName,
    { ...object, properties: allProperties(object) },
  ]),
);

/** An object of one's own (a test entity), with the base properties the server adds. */
export function testObject(object: ObjectInfo): ObjectInfo {
  return { ...object, properties: allProperties(object) };
}

/**
 * The user context of the demo organisation's administrator, over the crm template's objects
 * (and any `objects` given): every right at organisation level, the euro as currency.
 */
export function testContext(
  overrides: Partial<UserContext> & { extraObjects?: ObjectInfo[] } = {},
): UserContext {
  const { extraObjects = [], ...rest } = overrides;
  const metaDict = {
    ...crmObjects,
    ...Object.fromEntries(extraObjects.map((object) => [object.logicalName, object])),
  };
  return {
    user: {
      id: '00000000-0000-4000-8000-0000000000ad',
      name: 'Demo Administrator',
      email: 'admin@example.com',
      language: 'en',
    },
    apps: [{ id: null, name: 'sales', label: 'Sales', icon: null, builtIn: false, home: null }],
    appId: 'sales',
    orgName: 'demo',
    organization: { name: 'demo', displayName: 'Demo', numberLocale: null },
    objects: Object.values(metaDict).map(({ logicalName, displayName, displayNamePlural, type }) => ({
      logicalName,
      displayName,
      displayNamePlural: displayNamePlural ?? displayName,
      type: type ?? 'standard',
    })),
    permDict: Object.fromEntries(Object.keys(metaDict).map((name) => [name, fullOrganizationMask])),
    metaDict,
    texts: {},
    currencyDict: { [testEuro.id]: testEuro },
    owners: [],
    isAdmin: true,
    viewAs: null,
    buildDate: '2026-01-01T00:00:00.000Z',
    maxAge: 0,
    needsRefresh: false,
    ...rest,
  };
}

/**
 * Renders `element` as a screen of the shell would see it: inside the shell's context, a router
 * at `path` (matched by `route`, default any path) and an SWR cache of its own, so no answer
 * leaks from one test into the next. Returns Testing Library's queries, a user-event `user`
 * and the router (to read or change the location).
 */
export function renderInShell(
  element: ReactElement,
  options: { context?: UserContext; path?: string; route?: string; menu?: MenuEntry[] } = {},
): RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
  router: ReturnType<typeof createMemoryRouter>;
} {
  const context = options.context ?? testContext();
  const shell: Shell = {
    context,
    app: context.apps[0],
    menu: options.menu ?? [],
    refreshMetadata: async () => undefined,
  };
  const router = createMemoryRouter([{ path: options.route ?? '*', element }], {
    initialEntries: [options.path ?? '/sales/'],
  });
  const user = userEvent.setup();
  const result = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ShellContext.Provider value={shell}>
        <RouterProvider router={router} />
      </ShellContext.Provider>
    </SWRConfig>,
  );
  return { ...result, user, router };
}
