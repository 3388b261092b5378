import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppShell } from '../test-support/app-shell-harness.js';
import { testContext, testObject } from '../test-support/shell-harness.js';

/** The built-in Customize app as the server adds it for administrators. */
const customizeApp = {
  id: null,
  name: 'customize',
  label: 'Customize',
  icon: 'settings',
  builtIn: true,
  home: null,
};

/** The system entities the Customize menu lists (the crm template's objects lack them). */
const systemObjects = [
  ['inu_view', 'View', 'Views'],
  ['inu_app', 'App', 'Apps'],
  ['systemuser', 'User', 'Users'],
  ['team', 'Team', 'Teams'],
  ['inu_role', 'Role', 'Roles'],
  ['inu_autonumber', 'Auto Number', 'Auto Numbers'],
].map(([logicalName, displayName, displayNamePlural]) =>
  testObject({ logicalName, displayName, displayNamePlural, properties: [] } as unknown as Parameters<
    typeof testObject
  >[0]),
);

describe('the app shell', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('while the user context loads, the shell shows its outline instead of a blank page', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const context = testContext();
    renderAppShell('/sales/dashboard/sales', {
      routes: {
        'GET /api/getusercontext': async () => {
          await held;
          return context;
        },
      },
    });
    const loading = await screen.findByRole('status');
    expect(loading.textContent).toBe('Loading…');
    const outline = loading.closest('.shell-skeleton');
    expect(outline).not.toBeNull();
    expect(outline?.getAttribute('aria-busy')).toBe('true');
    release();
    expect(await screen.findByRole('button', { name: /^Profile of / })).toBeTruthy();
    expect(document.querySelector('.shell-skeleton')).toBeNull();
  });

  it('the Customize app has its three groups', async () => {
    // happy-dom lays nothing out: a wide header bar, so every entry fits it (as at 1920 px)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1920);
    const context = testContext({
      apps: [...testContext().apps, customizeApp],
      extraObjects: systemObjects,
    });
    const { user, router, server } = renderAppShell('/customize/', { context });
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    await waitFor(() => expect(within(menu).getByText('Configure')).toBeTruthy());
    expect(within(menu).getByText('Administration')).toBeTruthy();
    expect(within(menu).getByText('Data', { exact: true })).toBeTruthy();
    await user.click(within(menu).getByRole('link', { name: 'Users' }));
    expect(router.state.location.pathname).toBe('/customize/list/systemuser');
    expect(await screen.findByRole('heading', { name: 'Screen at /customize/list/systemuser' })).toBeTruthy();
    expect(server.unanswered).toEqual([]);
  });
});
