import type { FetchQuery } from '@strata/api/contract/query';
import type { PanelDefinition } from '@strata/api/contract/views';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { FormContext } from '../../form-context/form-context.js';
import { fakeRows, matchesFilter } from '../../test-support/fake-rows.js';
import { fakeServer } from '../../test-support/fake-server.js';
import { testFormContext } from '../../test-support/form-context.js';
import { renderInShell } from '../../test-support/shell-harness.js';
import { AssociatedListPanel } from './AssociatedListPanel.js';

/** Moved from test/e2e/empty-and-undo.spec.ts ('empty states'): a sub-grid with no records. */
it('a sub-grid without related records offers Add', async () => {
  const server = fakeServer({
    'POST /api/fetch': (request) => {
      const query = request.body as FetchQuery;
      return query.entity.name === 'inu_view' || query.entity.name === 'opportunity' ? [] : undefined;
    },
  });
  const { user, router } = renderPanel({
    name: 'opportunities',
    type: 'AssociatedList',
    label: 'Opportunities',
    objectName: 'opportunity',
    relationField: 'accountid',
  });
  const panel = await screen.findByRole('region', { name: 'Opportunities' });
  expect(await within(panel).findByText('No related opportunities yet.')).toBeTruthy();
  // the related records asked for: those whose Account is this record
  expect(
    (server.bodiesOf('POST /api/fetch') as FetchQuery[]).some((query) =>
      JSON.stringify(query.entity.filter).includes(
        '{"attribute":"accountid","operator":"eq","value":"acc-1"}',
      ),
    ),
  ).toBe(true);
  await user.click(within(panel).getByRole('link', { name: 'Add' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/sales/edit/opportunity/0'));
  expect(router.state.location.search).toMatch(/^\?init=/);
});

/** The panel inside the form of account acc-1, as the record form renders it. */
function renderPanel(panel: PanelDefinition) {
  const form = testFormContext('account', 'acc-1', { values: { name: 'Sub parent' } });
  return renderInShell(
    <FormContext.Provider value={form}>
      <AssociatedListPanel panel={panel} showLabel />
    </FormContext.Provider>,
    { path: '/sales/edit/account/acc-1', route: '/:appId/*' },
  );
}

/** 60 opportunities of acc-1 made by one import: one createdon, so only the id orders them. */
const imported = Array.from({ length: 60 }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
  name: `Imported ${String(index + 1).padStart(2, '0')}`,
  accountid: { id: 'acc-1', name: 'account', label: 'Sub parent' },
  createdon: '2026-03-01T08:00:00.000Z',
  stage: index % 2 === 0 ? 'qualify' : 'develop',
}));

/** /api/fetch over the opportunities: rows by fake-rows.ts, and the count the tab and footer ask for. */
function opportunities() {
  return fakeServer({
    'POST /api/fetch': (request) => {
      const query = request.body as FetchQuery;
      if (query.entity.name === 'inu_view') return [];
      if (query.entity.name !== 'opportunity') return undefined;
      if (query.entity.attributes?.some((attribute) => attribute.aggregate === 'count'))
        return [{ count: imported.filter((row) => matchesFilter(row, query.entity.filter)).length }];
      return fakeRows(imported)(query);
    },
  });
}

const relatedPanel: PanelDefinition = {
  name: 'opportunities',
  type: 'AssociatedList',
  label: 'Opportunities',
  objectName: 'opportunity',
  relationField: 'accountid',
};

it('pages through 60 related records sharing one timestamp: 50, then the rest, each once, saying how many', async () => {
  opportunities();
  const { user } = renderPanel(relatedPanel);
  const panel = await screen.findByRole('region', { name: 'Opportunities' });
  const links = () => within(panel).getAllByRole('link', { name: /^Imported / });
  await waitFor(() => expect(links()).toHaveLength(50));
  expect(await within(panel).findByText('Showing 50 of 60')).toBeTruthy();
  await user.click(within(panel).getByRole('button', { name: 'Show more' }));
  await waitFor(() => expect(links()).toHaveLength(60));
  expect(new Set(links().map((link) => link.textContent)).size).toBe(60);
  expect(within(panel).queryByRole('button', { name: 'Show more' })).toBeNull();
  expect(within(panel).queryByText(/^Showing /)).toBeNull();
});

it('hides excludedColumns, narrows rows and count by extraFetch and starts a New record with newParams', async () => {
  const server = opportunities();
  const { user, router } = renderPanel({
    ...relatedPanel,
    excludedColumns: ['createdon'],
    extraFetch: { conditions: [{ attribute: 'stage', operator: 'eq', value: 'qualify' }] },
    newParams: { stage: 'qualify' },
  });
  const panel = await screen.findByRole('region', { name: 'Opportunities' });
  await waitFor(() => expect(within(panel).getAllByRole('link', { name: /^Imported / })).toHaveLength(30));
  expect(within(panel).queryByRole('columnheader', { name: 'Created On' })).toBeNull();
  expect(within(panel).getByRole('columnheader', { name: 'Topic' })).toBeTruthy();
  const counts = (server.bodiesOf('POST /api/fetch') as FetchQuery[]).filter((query) =>
    query.entity.attributes?.some((attribute) => attribute.aggregate === 'count'),
  );
  expect(JSON.stringify(counts.at(-1)?.entity.filter)).toContain('"stage"');
  await user.click(within(panel).getByRole('link', { name: /^New / }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/sales/edit/opportunity/0'));
  const init = JSON.parse(new URLSearchParams(router.state.location.search).get('init') ?? '{}');
  expect(init).toEqual({
    stage: 'qualify',
    accountid: { id: 'acc-1', name: 'account', label: 'Sub parent' },
  });
});
