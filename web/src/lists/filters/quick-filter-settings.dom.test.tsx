import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeRows } from '../../test-support/fake-rows.js';
import { renderListScreen, storedView } from '../../test-support/list-screen.js';

/** Moved from test/e2e/list-filter-settings.spec.ts. */
const prefix = 'Qfs';
const lookupOf = (id: string) => ({ id, name: 'account' });
/** Alpha is the parent of Beta and Gamma; only Gamma earns 200..1000; Demo is another test's. */
const accounts = [
  { id: 'alpha', name: `${prefix} Alpha`, revenue: 50, parentaccountid: null },
  { id: 'beta', name: `${prefix} Beta`, revenue: 100, parentaccountid: lookupOf('alpha') },
  {
    id: 'gamma',
    name: `${prefix} Gamma`,
    revenue: 500,
    customertypecode: 1,
    parentaccountid: lookupOf('alpha'),
  },
  { id: 'delta', name: `${prefix} Delta`, revenue: 700, parentaccountid: null },
  { id: 'demo', name: 'Demo Corp', revenue: 600, parentaccountid: lookupOf('alpha') },
];

const gridRows = () => within(screen.getByRole('grid')).getAllByRole('row').slice(1);

it('quick filters start from initialOption, offer extraFetch-narrowed records and draw their icons', async () => {
  const view = storedView('account', 'qfs', {
    query: {
      entity: {
        name: 'account',
        attributes: [{ attribute: 'name' }],
        filter: { conditions: [{ attribute: 'name', operator: 'like', value: `${prefix}%` }] },
        orders: [{ attribute: 'name' }],
      },
    },
    columns: [{ attribute: 'name', width: 300 }],
    quickFilters: [
      {
        name: 'revenue',
        type: 'numericrange',
        propertyName: 'revenue',
        label: 'Earnings',
        icon: 'star',
        initialOption: [200, 1000],
      },
      {
        name: 'parent',
        type: 'lookup',
        propertyName: 'parentaccountid',
        label: 'Parent',
        initialOption: 'alpha',
        // only this test's accounts are offered
        extraFetch: { conditions: [{ attribute: 'name', operator: 'like', value: `${prefix}%` }] },
      },
      {
        name: 'kind',
        type: 'options',
        propertyName: 'customertypecode',
        label: 'Kind',
        multiSelect: true,
        richOptions: [
          { value: 1, label: 'Competitor', icon: 'flag', color: '#c62828' },
          { value: 2, label: 'Consultant' },
        ],
      },
    ],
  });
  const { user } = renderListScreen('account', {
    views: [view],
    path: '/sales/list/account?view=qfs',
    rows: fakeRows(accounts),
  });
  // revenue 200..1000 AND parent Alpha: Gamma only (Delta has no parent, Beta earns too little)
  await waitFor(() => expect(gridRows().map((row) => row.textContent)).toEqual([`${prefix} Gamma`]));

  const earnings = screen.getByRole('button', { name: /Earnings/ });
  expect(earnings.className).toMatch(/active/);
  expect(earnings.textContent).toContain('200 – 1000');
  expect(earnings.querySelectorAll('svg.lucide-star')).toHaveLength(1);
  // the lookup started from an id: its name was looked up for the chip
  const parent = screen.getByRole('button', { name: /Parent/ });
  await waitFor(() => expect(parent.textContent).toContain(`${prefix} Alpha`));

  await user.click(parent);
  const picker = await screen.findByRole('dialog', { name: 'Parent' });
  await user.type(within(picker).getByRole('searchbox'), 'Alpha');
  expect(await within(picker).findByText(`${prefix} Alpha`)).toBeTruthy();
  // every record offered passes the extraFetch filter: the other accounts are not offered
  await user.clear(within(picker).getByRole('searchbox'));
  await waitFor(() => expect(picker.querySelectorAll('.qf-option')).toHaveLength(4));
  for (const option of picker.querySelectorAll('.qf-option')) expect(option.textContent).toContain(prefix);
  await user.click(within(picker).getByRole('button', { name: 'Done' }));

  await user.click(screen.getByRole('button', { name: /Kind/ }));
  const kind = await screen.findByRole('dialog', { name: 'Kind' });
  const competitor = within(kind).getByText('Competitor').closest('label') as HTMLElement;
  expect(competitor.querySelectorAll('[data-icon="flag"] svg')).toHaveLength(1);
  expect(competitor.querySelector('svg')?.getAttribute('stroke')).toBe('#c62828');
  await user.click(within(competitor).getByRole('checkbox'));
  await waitFor(() => expect(gridRows().map((row) => row.textContent)).toEqual([`${prefix} Gamma`]));
});

it('a list that fails to load says so in an alert and loads on Retry', async () => {
  let failing = true;
  const { user } = renderListScreen('account', {
    rows: () =>
      failing
        ? { status: 503, body: { ok: false, code: 'ERR_UNAVAILABLE', message: 'The records are resting' } }
        : [{ id: 'one', name: 'Qff One' }],
  });
  const alert = await screen.findByRole('alertdialog');
  expect(alert.textContent).toContain('The list could not be loaded');
  expect(alert.textContent).toContain('The records are resting');
  // the alert's button has the focus (not its × button): Enter answers it
  await waitFor(() => expect(document.activeElement).toBe(within(alert).getByRole('button', { name: 'OK' })));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

  failing = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('row', { name: /Qff One/ })).toBeTruthy();
});
