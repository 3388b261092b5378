import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppShell } from '../test-support/app-shell-harness.js';
import { testContext } from '../test-support/shell-harness.js';
import { registerCustomScreen } from './custom-screens.js';
import { CustomRoute } from './entity-screens.js';

function TimesheetScreen({ name }: { name: string }) {
  return <h1>{`Timesheet screen (${name})`}</h1>;
}
registerCustomScreen('timesheet', TimesheetScreen);

/** A Sales app whose menu has one item of kind custom, opening custom/{name}. */
function contextWithMenuItem(name: string) {
  return testContext({
    apps: [
      {
        id: null,
        name: 'sales',
        label: 'Sales',
        icon: null,
        builtIn: false,
        home: [{ kind: 'custom', name, label: 'Team time', url: `custom/${name}` }],
      },
    ],
  });
}

const screens = [{ path: 'custom/:id', element: <CustomRoute /> }];

describe('/{appid}/custom/{id} (spec 000 section 2)', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a menu item of kind custom opens the screen registered under its name', async () => {
    // happy-dom lays nothing out: a wide header bar, so the item is not folded into a menu
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1920);
    const { user } = renderAppShell('/sales/start', {
      context: contextWithMenuItem('timesheet'),
      screens: [...screens, { path: '*', element: <p>start</p> }],
    });
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Team time' })).toBeTruthy());
    await user.click(within(menu).getByRole('link', { name: 'Team time' }));
    expect(await screen.findByRole('heading', { name: 'Timesheet screen (timesheet)' })).toBeTruthy();
    expect(screen.queryByText('Check Configuration')).toBeNull();
  });

  it('a name nobody registered says Check Configuration and names the component', async () => {
    renderAppShell('/sales/custom/payroll', { context: contextWithMenuItem('payroll'), screens });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Check Configuration');
    expect(alert.textContent).toContain('Component not found: payroll');
  });
});
