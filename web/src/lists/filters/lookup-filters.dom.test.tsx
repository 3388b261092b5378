import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeRows } from '../../test-support/fake-rows.js';
import { renderListScreen, storedView, templateViews } from '../../test-support/list-screen.js';

/**
 * Moved from test/e2e/list-advanced-find.spec.ts: lookups found by name in Advanced Find and in
 * lookup quick filters (the fake tables answer as the server would).
 */
const bar = () => screen.getByRole('group', { name: 'Quick filters' });
const north = { id: 'acc-north', name: 'Lku North', statecode: 0 };
const south = { id: 'acc-south', name: 'Lku South', statecode: 0 };
const accountOf = (account: { id: string; name: string }) => ({
  id: account.id,
  name: 'account',
  label: account.name,
});
const contacts = [
  { id: 'c1', name: 'Lku Ann', lastname: 'Ann', accountid: accountOf(north), statecode: 0 },
  { id: 'c2', name: 'Lku Ben', lastname: 'Ben', accountid: accountOf(south), statecode: 0 },
  { id: 'c3', name: 'Lku Cid', lastname: 'Cid', accountid: null, statecode: 0 },
];

async function expectContacts(names: string[]) {
  await waitFor(() => {
    expect(document.querySelector('.list-count')?.textContent).toBe(`Records: ${names.length}`);
    const grid = screen.getByRole('grid', { name: 'Contacts' });
    expect(within(grid).getAllByRole('row')).toHaveLength(names.length + 1);
    for (const name of names) expect(grid.textContent).toContain(`Lku ${name}`);
  });
}

it('lookups are found by name: in an Advanced Find condition and in a quick filter on the property', async () => {
  const { user } = renderListScreen('contact', {
    rows: fakeRows(contacts),
    others: { account: fakeRows([north, south]) },
  });
  await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'Lku');
  await expectContacts(['Ann', 'Ben', 'Cid']);

  // Advanced Find: Account equals the record found by the start of its name
  await user.click(within(bar()).getByRole('button', { name: 'Add filter' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Advanced Find' }));
  const dialog = await screen.findByRole('dialog', { name: 'Advanced Find' });
  await user.click(within(dialog).getByRole('button', { name: 'Add condition to group 1' }));
  const condition = within(dialog).getByRole('group', { name: 'Condition 1' });
  await user.selectOptions(within(condition).getByLabelText('Property'), 'Account');
  await user.type(within(condition).getByLabelText('Find by name'), 'Lku So');
  const value = within(condition).getByLabelText('Value');
  await waitFor(() => expect(within(value).queryAllByRole('option', { name: 'Lku South' })).toHaveLength(1));
  expect(within(value).queryAllByRole('option', { name: 'Lku North' })).toHaveLength(0);
  await user.selectOptions(value, 'Lku South');
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await expectContacts(['Ben']);
  await user.click(within(bar()).getByRole('button', { name: 'Remove Advanced Find' }));
  await expectContacts(['Ann', 'Ben', 'Cid']);

  // the view's lookup quick filter on Account: records found by name, ticked to filter by them
  await user.click(within(bar()).getByRole('button', { name: 'Account' }));
  await user.type(await screen.findByRole('searchbox', { name: 'Search records' }), 'Lku North');
  await user.click(await screen.findByRole('checkbox', { name: 'Lku North' }));
  await expectContacts(['Ann']);
});

it('a single-select lookup quick filter replaces its choice, and mustSelect keeps the last one', async () => {
  const view = storedView('contact', 'lookup_single', {
    query: {
      entity: {
        name: 'contact',
        attributes: [{ attribute: 'name' }],
        filter: { conditions: [{ attribute: 'name', operator: 'like', value: 'Lku%' }] },
        orders: [{ attribute: 'name' }],
      },
    },
    columns: [{ attribute: 'name', width: 300 }],
    quickFilters: [
      { name: 'accountid', label: 'Firm', type: 'lookup', objectName: 'account', mustSelect: true },
    ],
  });
  const { user } = renderListScreen('contact', {
    views: [...templateViews('contact'), view],
    path: '/sales/list/contact?view=lookup_single',
    rows: fakeRows(contacts.slice(0, 2)),
    others: { account: fakeRows([north, south]) },
  });
  await expectContacts(['Ann', 'Ben']);

  await user.click(within(bar()).getByRole('button', { name: 'Firm' }));
  await user.type(await screen.findByRole('searchbox', { name: 'Search records' }), 'Lku');
  await user.click(await screen.findByRole('radio', { name: 'Lku North' }));
  await expectContacts(['Ann']);
  // another choice replaces the first
  await user.click(screen.getByRole('radio', { name: 'Lku South' }));
  await expectContacts(['Ben']);
  expect((screen.getByRole('radio', { name: 'Lku North' }) as HTMLInputElement).checked).toBe(false);
  // clicking the chosen one again would empty a mustSelect filter: it stays
  await user.click(screen.getByRole('radio', { name: 'Lku South' }));
  expect((screen.getByRole('radio', { name: 'Lku South' }) as HTMLInputElement).checked).toBe(true);
  await expectContacts(['Ben']);
});
