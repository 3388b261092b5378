import { fullOrganizationMask } from '@strata/api/contract/permission-mask';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeRows } from '../../test-support/fake-rows.js';
import { renderListScreen } from '../../test-support/list-screen.js';
import { testContext } from '../../test-support/shell-harness.js';

/**
 * Moved from test/e2e/list-customize.spec.ts: customise mode's editing of columns and quick
 * filters and its save-as dialog, and the new view it then creates (the request's body). Dragging
 * headers and chips, what PostgreSQL stored and leaving the page stay in e2e.
 */
const grid = () => screen.getByRole('grid', { name: 'Accounts' });
const headers = () => within(grid()).getAllByRole('columnheader');
const headerTexts = () => headers().map((header) => header.textContent);

it('customise mode edits columns and quick filters and saves them as a new private view', async () => {
  // the administrator may change views (inu_view), as the demo's is
  const context = testContext();
  context.permDict = { ...context.permDict, inu_view: fullOrganizationMask };
  const { user, router, server } = renderListScreen('account', {
    context,
    path: '/sales/list/account?view=all',
    rows: fakeRows([{ id: 'one', name: 'Cst One', websiteurl: 'https://one.example.com', statecode: 0 }]),
    routes: { 'POST /api/update': () => 'new-view-id' },
  });
  await screen.findByRole('gridcell', { name: 'Cst One' });

  // without layout the title bar has no room: its commands are in its More commands menu
  await user.click(screen.getByRole('button', { name: 'More commands' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Customize' }));
  expect(await screen.findByText('CUSTOMIZE MODE')).toBeTruthy();

  // add a column: it is fetched and shown at the end
  await user.click(screen.getByRole('button', { name: 'Add column' }));
  const picker = await screen.findByRole('dialog', { name: 'Add column' });
  await user.selectOptions(within(picker).getByLabelText('Property'), 'Website');
  await user.click(within(picker).getByRole('button', { name: 'Add column' }));
  await waitFor(() => expect(headers().at(-1)?.textContent).toBe('Website'));
  await waitFor(() => expect(grid().textContent).toContain('https://one.example.com'));

  // remove a column, resize one from the keyboard
  await user.click(screen.getByRole('button', { name: 'Remove column Country/Region' }));
  await waitFor(() => expect(headers()).toHaveLength(7));
  const resize = screen.getByRole('separator', { name: 'Resize column Account Number' });
  expect(resize.getAttribute('aria-valuenow')).toBe('110');
  resize.focus();
  await user.keyboard('{ArrowRight}');
  await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
  await waitFor(() => expect(resize.getAttribute('aria-valuenow')).toBe('170'));

  // a column's settings: a label, and a width out of range is refused with a message
  await user.click(screen.getByRole('button', { name: 'Account Number' }));
  const settings = await screen.findByRole('dialog', { name: 'Customize column Account Number' });
  await user.type(within(settings).getByLabelText('Label'), 'Number');
  await user.clear(within(settings).getByLabelText('Width (px)'));
  await user.click(within(settings).getByRole('button', { name: 'Apply' }));
  expect(await within(settings).findByText('Enter a width from 40 to 1200 px.')).toBeTruthy();
  await user.type(within(settings).getByLabelText('Width (px)'), '200');
  await user.click(within(settings).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(headerTexts()).toContain('Number'));

  // quick filters: add one on Industry, relabel it
  const filterBar = screen.getByRole('group', { name: 'Quick filters of the view' });
  expect(within(filterBar).getAllByRole('button')[0]?.textContent).toBe('Status');
  await user.click(within(filterBar).getByRole('button', { name: 'Add quick filter' }));
  const filterPicker = await screen.findByRole('dialog', { name: 'Add quick filter' });
  await user.selectOptions(within(filterPicker).getByLabelText('Property'), 'Industry');
  await user.click(within(filterPicker).getByRole('button', { name: 'Add' }));
  await user.click(await within(filterBar).findByRole('button', { name: 'Industry' }));
  const filterSettings = await screen.findByRole('dialog', { name: 'Customize quick filter Industry' });
  await user.clear(within(filterSettings).getByLabelText('Label'));
  await user.type(within(filterSettings).getByLabelText('Label'), 'Sector');
  await user.click(within(filterSettings).getByRole('button', { name: 'Apply' }));
  expect(await within(filterBar).findByRole('button', { name: 'Sector' })).toBeTruthy();

  // save as a new private view: a name is required
  await user.click(screen.getByRole('button', { name: 'Save as new view' }));
  const saveAs = await screen.findByRole('dialog', { name: 'Save as new view' });
  const name = within(saveAs).getByLabelText('View name') as HTMLInputElement;
  expect(name.value).toBe('Copy of All Accounts');
  await user.clear(name);
  await user.type(name, ' ');
  await user.click(within(saveAs).getByRole('button', { name: 'Save view' }));
  expect(await within(saveAs).findByText('Please give the view a name.')).toBeTruthy();
  await user.clear(name);
  await user.type(name, 'Zz Cst');
  expect((within(saveAs).getByLabelText('Private (only I see it)') as HTMLInputElement).checked).toBe(true);
  await user.click(within(saveAs).getByRole('button', { name: 'Save view' }));
  expect(await screen.findByText('View saved')).toBeTruthy();
  await waitFor(() => expect(screen.queryByText('CUSTOMIZE MODE')).toBeNull());
  await waitFor(() => expect(router.state.location.search).toContain('view=zz_cst'));

  // what was created: a private view of the accounts with the edited columns and quick filters
  const [created] = server.bodiesOf('POST /api/update') as {
    name: string;
    operation: string;
    object: { name: string; isprivate: boolean; objectname: string; body: string };
  }[];
  expect(created).toMatchObject({
    name: 'inu_view',
    operation: 'create',
    object: { name: 'zz_cst', isprivate: true, objectname: 'account' },
  });
  const body = JSON.parse(created?.object.body ?? '{}') as {
    columns: { attribute: string; label?: string; width?: number }[];
    quickFilters: { name: string; label?: string }[];
  };
  expect(body.columns.map((column) => column.attribute)).toEqual([
    'name',
    'accountnumber',
    'customertypecode',
    'address1_city',
    'statecode',
    'createdon',
    'websiteurl',
  ]);
  expect(body.columns[1]).toMatchObject({ label: 'Number', width: 200 });
  expect(body.quickFilters.map((filter) => filter.label ?? filter.name)).toEqual([
    'Status',
    'Created On',
    'Owner',
    'Search',
    'Sector',
  ]);
});
