import { maskOf } from '@strata/api/contract/permission-mask';
import type { FetchQuery } from '@strata/api/contract/query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListRoute } from '../screens/entity-screens.js';
import { fakeRows } from '../test-support/fake-rows.js';
import { renderListScreen, storedView } from '../test-support/list-screen.js';
import { renderInShell, testContext } from '../test-support/shell-harness.js';

/**
 * Moved from test/e2e/lists.spec.ts: a list's views, search, sort, quick filters, paging and
 * count, as the user works them, over a fake table of accounts answering as the server would.
 */
const now = new Date().toISOString();
/** `Lst 000`..`Lst 064`: odd ones are Partners (3), even ones Customers (1). */
const accounts = Array.from({ length: 65 }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name: `Lst ${String(index).padStart(3, '0')}`,
  customertypecode: index % 2 ? 3 : 1,
  statecode: 0,
  createdon: now,
}));

const footer = () => document.querySelector('.list-count') as HTMLElement;
const bar = () => screen.getByRole('group', { name: 'Quick filters' });
const chip = (name: RegExp) => within(bar()).getByRole('button', { name });
const rows = () => within(screen.getByRole('grid', { name: 'Accounts' })).getAllByRole('row');
const expectFooter = (text: string) => waitFor(() => expect(footer().textContent).toBe(text));
const expectFirstRow = (text: string) => waitFor(() => expect(rows()[1]?.textContent).toContain(text));

describe('lists', () => {
  it('views, search, sort, quick filters, paging, count and opening a record', async () => {
    let { user, router, unmount, rowFetches } = renderListScreen('account', { rows: fakeRows(accounts) });
    expect(screen.getByRole('heading', { name: 'Accounts' })).toBeTruthy();
    await screen.findByRole('grid', { name: 'Accounts' });

    // the first view (by label) is Active Accounts; search its text filter
    const picker = screen.getByRole('button', { name: /^View:/ });
    expect(picker.getAttribute('data-view')).toBe('active');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Lst');
    await expectFirstRow('Lst 000');
    await expectFooter('Records: 50+');
    expect(rowFetches().at(-1)).toMatchObject({ page: 1, pageSize: 50 });

    // scrolling near the end loads the next (short) page, which ends the paging
    // scrolled again until it takes: a search answer arriving late scrolls the list back to the
    // top (a new query), and a single scroll made before it would be undone
    const scroll = document.querySelector('.list-grid-scroll') as HTMLElement;
    await waitFor(() => {
      scroll.scrollTop = scroll.scrollHeight;
      expect(footer().textContent).toBe('Records: 65');
    });
    expect(rowFetches()).toContainEqual(expect.objectContaining({ page: 2, pageSize: 50 }));
    await user.click(footer());
    await expectFooter('Total: 65');

    // a click on the sorted column header flips it to descending
    const nameHeader = screen.getByRole('columnheader', { name: 'Account Name' });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(nameHeader.getAttribute('aria-sort')).toBe('descending'));
    await expectFirstRow('Lst 064');
    expect(rowFetches().at(-1)?.entity.orders?.[0]).toEqual({ attribute: 'name', descending: true });
    // the sort menu names the columns; the current one flips back
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    await user.click(await screen.findByRole('menuitem', { name: /Account Name/ }));
    await waitFor(() => expect(nameHeader.getAttribute('aria-sort')).toBe('ascending'));
    await expectFirstRow('Lst 000');

    // an options quick filter: Partners only (the 32 odd ones)
    await user.click(chip(/^Relationship Type/));
    const options = await screen.findByRole('dialog', { name: 'Relationship Type' });
    await user.click(within(options).getByRole('checkbox', { name: 'Partner' }));
    await user.click(within(options).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(chip(/^Relationship Type\s*Partner/).className).toMatch(/active/));
    await expectFooter('Records: 32');
    await expectFirstRow('Lst 001');
    expect(JSON.stringify(rowFetches().at(-1)?.entity.filter)).toContain(
      JSON.stringify({ attribute: 'customertypecode', operator: 'eq', value: 3 }),
    );

    // the '+' chip adds a filter on any property, and saves the choices as a user filter
    await user.click(chip(/^Add filter$/));
    await user.click(await screen.findByRole('menuitem', { name: 'Choose a property' }));
    const properties = await screen.findByRole('dialog', { name: 'Choose a property' });
    await user.selectOptions(within(properties).getByLabelText('Property'), 'Main Phone');
    await user.click(within(properties).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(chip(/^Main Phone/)).toBeTruthy());
    await user.click(chip(/^Add filter$/));
    await user.click(await screen.findByRole('menuitem', { name: 'Add User Filter' }));
    const naming = await screen.findByRole('alertdialog', { name: 'Add User Filter' });
    await user.type(within(naming).getByLabelText('Name'), 'Partners');
    await user.click(within(naming).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(chip(/^Partners$/)).toBeTruthy());

    // another view keeps its own filters; the date range quick filter on Created On
    // the view picker is a menu: opened from the keyboard, the current view checked
    screen.getByRole('button', { name: /^View:/ }).focus();
    await user.keyboard('{Enter}');
    expect(
      (await screen.findByRole('menuitemradio', { name: /Active Accounts/ })).getAttribute('aria-checked'),
    ).toBe('true');
    await user.click(screen.getByRole('menuitemradio', { name: /All Accounts/ }));
    await waitFor(() => expect(router.state.location.search).toMatch(/[?&]view=all/));
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'Lst');
    await expectFooter('Records: 50+');
    await user.click(chip(/^Created On/));
    const dates = await screen.findByRole('dialog', { name: 'Created On' });
    await user.click(within(dates).getByRole('button', { name: 'Previous year' }));
    expect(await screen.findByText('No accounts match these filters.')).toBeTruthy();
    await user.click(within(dates).getByRole('button', { name: 'Today' }));
    await user.click(within(dates).getByRole('button', { name: 'Done' }));
    await expectFooter('Records: 50+');

    // the selection is remembered per list: a reload brings it back
    unmount();
    ({ user, router, unmount, rowFetches } = renderListScreen('account', {
      rows: fakeRows(accounts),
      path: '/sales/list/account?view=all',
    }));
    await waitFor(() => expect(chip(/^Created On\s*Today/).className).toMatch(/active/));
    await expectFooter('Records: 50+');

    // a row click opens the record
    await user.click(within(rows()[1] as HTMLElement).getAllByRole('gridcell')[0] as HTMLElement);
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/sales\/edit\/account\/[0-9a-f-]{36}$/),
    );
  });

  it('offers only the modes the entity can use', async () => {
    const { user } = renderListScreen('account', { rows: fakeRows(accounts) });
    await screen.findByRole('grid', { name: 'Accounts' });
    // without layout the title bar's commands sit in its More commands menu
    await user.click(screen.getByRole('button', { name: 'More commands' }));
    const names = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    // accounts have coordinates and option sets but no date-time of their own
    expect(names).toEqual(expect.arrayContaining(['Map', 'Chart', 'Kanban']));
    expect(names).not.toContain('Calendar');
  });

  it('the chart counts the records the list shows, through the links that narrow it', async () => {
    // accounts whose primary contact is active: the list narrows through an inner link
    const link = {
      name: 'contact',
      from: 'id',
      to: 'primarycontactid',
      alias: 'pc',
      type: 'inner' as const,
      filter: { conditions: [{ attribute: 'statecode', operator: 'eq' as const, value: 0 }] },
    };
    const view = storedView('account', 'withcontact', {
      query: { entity: { name: 'account', attributes: [{ attribute: 'name' }], links: [link] } },
    });
    const { server } = renderListScreen('account', {
      views: [view],
      rows: fakeRows(accounts),
      path: '/sales/list/account?mode=chart',
    });
    const chartFetch = () =>
      (server.bodiesOf('POST /api/fetch') as FetchQuery[]).find((query) =>
        query.entity.attributes?.some((attribute) => 'groupBy' in attribute && attribute.groupBy),
      );
    await waitFor(() => expect(chartFetch()).toBeDefined());
    expect(chartFetch()?.entity.links).toEqual([link]);
  });

  it('hides a quick filter from a user who lacks its permissions', async () => {
    const filters = [
      { name: 'type', type: 'options', propertyName: 'customertypecode', permissions: 'account;1' },
      { name: 'industry', type: 'options', propertyName: 'industrycode', permissions: 'invoice;2' },
    ];
    const view = storedView('account', 'guarded', {
      query: { entity: { name: 'account', attributes: [{ attribute: 'name' }] } },
      quickFilters: filters,
    });
    const context = testContext();
    context.permDict = { ...context.permDict, invoice: maskOf({ read: 3 }) };
    renderListScreen('account', { views: [view], rows: fakeRows(accounts), context });
    await waitFor(() => expect(chip(/^Relationship Type/)).toBeTruthy());
    expect(within(bar()).queryByRole('button', { name: /^Industry/ })).toBeNull();
  });

  it('a search refused while editing leaves the box showing what the list is filtered by', async () => {
    const { user, rowFetches } = renderListScreen('account', { rows: fakeRows(accounts) });
    await screen.findByRole('grid', { name: 'Accounts' });
    await user.click(screen.getByRole('button', { name: 'More commands' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit in place' }));
    const box = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    await user.type(box, 'Lst 01');
    const blocked = await screen.findByRole('alertdialog', {
      name: 'Operation not available while editing list.',
    });
    await user.click(within(blocked).getByRole('button', { name: 'OK' }));
    expect(box.value).toBe('');
    expect(JSON.stringify(rowFetches().at(-1)?.entity.filter ?? null)).not.toContain('Lst 01');
  });

  it('an unknown entity says Object not found', async () => {
    renderInShell(<ListRoute />, { path: '/sales/list/nosuchthing', route: '/:appId/list/:name' });
    expect(await screen.findByRole('heading', { name: 'Object not found: nosuchthing' })).toBeTruthy();
  });
});
