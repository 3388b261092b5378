import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppShell } from '../../test-support/app-shell-harness.js';
import type { FakeRequest } from '../../test-support/fake-server.js';
import { testContext } from '../../test-support/shell-harness.js';

const salesHome = [
  { kind: 'entity' as const, name: 'account', icon: 'building' },
  { kind: 'entity' as const, name: 'contact', icon: 'user' },
];
const context = testContext({
  apps: [{ id: null, name: 'sales', label: 'Sales', icon: null, builtIn: false, home: salesHome }],
});

const recordId = '6f3c9a52-0d1e-4c55-9a7b-1a2b3c4d5e6f';
const recordName = 'Palette k3x9 Holdings';

/** The data API's answer to the palette's search: the record, for accounts whose name is like the text. */
function searchAnswer(request: FakeRequest) {
  const query = request.body as {
    entity: { name: string; filter: { conditions: { value: string }[] } };
  };
  const pattern = query.entity.filter.conditions[0]?.value ?? '';
  const typed = pattern.slice(1, -1).toLowerCase();
  return query.entity.name === 'account' && recordName.toLowerCase().includes(typed)
    ? [{ id: recordId, name: recordName }]
    : [];
}

/** A screen with a field of its own, as the list's search box. */
const screens = [
  {
    path: '*',
    element: <input type="search" aria-label="Search" />,
  },
];

// the first test loads the palette's and the menus' code: room on a busy machine
describe('the command palette', { timeout: 15_000 }, () => {
  it('Ctrl+K opens it from a field: a page by its name, a record by its name, Escape closes', async () => {
    const { user, router, server } = renderAppShell('/sales/list/account', {
      context,
      screens,
      routes: { 'POST /api/fetch': searchAnswer },
    });
    // from inside a field too: the shortcut is the palette's, not the browser's
    await user.click(await screen.findByRole('searchbox', { name: 'Search' }));
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Go to' });
    const field = within(palette).getByRole('combobox', { name: 'Search pages, records and commands' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.keyboard('contac');
    await waitFor(() =>
      expect(
        within(palette)
          .getByRole('option', { name: /^Contacts/ })
          .getAttribute('aria-selected'),
      ).toBe('true'),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Go to' })).toBeNull());
    expect(router.state.location.pathname).toBe('/sales/list/contact');

    await user.keyboard('{Control>}k{/Control}');
    const again = await screen.findByRole('dialog', { name: 'Go to' });
    const search = within(again).getByRole('combobox', { name: 'Search pages, records and commands' });
    await user.clear(search);
    await user.click(search);
    await user.paste(recordName.slice(0, -4).toLowerCase());
    const records = await within(again).findByRole('group', { name: 'Records' });
    const option = within(records).getByRole('option', { name: new RegExp(`^${recordName}`) });
    await user.click(option);
    expect(router.state.location.pathname).toBe(`/sales/edit/account/${recordId}`);
    // the search asked for names like the typed text, with the user's rights (the data API)
    expect(server.bodiesOf('POST /api/fetch')).toContainEqual(
      expect.objectContaining({
        entity: expect.objectContaining({
          name: 'account',
          filter: { conditions: [{ attribute: 'name', operator: 'like', value: '%palette k3x9 hold%' }] },
        }),
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Search and go to' }));
    const third = await screen.findByRole('dialog', { name: 'Go to' });
    await user.click(within(third).getByRole('combobox', { name: 'Search pages, records and commands' }));
    await user.paste('zzzz nothing like this');
    await waitFor(() => expect(within(third).getByRole('status').textContent).toBe('Nothing found'));
    await user.keyboard('{Escape}');
    // a browser answers Escape in a modal <dialog> with its cancel event; happy-dom does not, so
    // the event is sent here as the browser would (the real mapping: shared-ui.spec's Escape)
    fireEvent(third, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Go to' })).toBeNull());
  });

  it('creates records and switches the theme with the keyboard only', async () => {
    const { user, router } = renderAppShell('/sales/', { context });
    await screen.findByRole('button', { name: /^Profile of / });
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Go to' });
    const field = within(palette).getByRole('combobox', { name: 'Search pages, records and commands' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.keyboard('new acc');
    expect(within(palette).getByRole('option', { name: 'New Account' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/sales/edit/account/0');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Go to' })).toBeNull());

    await user.keyboard('{Control>}k{/Control}');
    const again = await screen.findByRole('dialog', { name: 'Go to' });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(again).getByRole('combobox', { name: 'Search pages, records and commands' }),
      ),
    );
    await user.keyboard('mode');
    // Light Mode comes first; the arrow moves to Dark Mode
    await user.keyboard('{ArrowDown}');
    expect(within(again).getByRole('option', { name: 'Dark Mode' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.keyboard('{Enter}');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Go to' })).toBeNull());
    // the profile menu shows the same choice
    await user.click(screen.getByRole('button', { name: /^Profile of / }));
    // the chosen item's name starts with its check mark (Playwright's name match is by substring)
    const dark = await screen.findByRole('menuitemradio', { name: /Dark Mode$/ });
    expect(dark.getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('menuitemradio', { name: /Light Mode$/ }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });
});
