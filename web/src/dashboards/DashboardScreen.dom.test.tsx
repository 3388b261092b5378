import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, fakeServer } from '../test-support/fake-server.js';
import { renderInShell } from '../test-support/shell-harness.js';
import DashboardScreen from './DashboardScreen.js';

const body = {
  gridColumns: 'repeat(3, minmax(0, 1fr))',
  gridRows: '180px 300px 300px',
  objects: [
    {
      type: 'simplechart',
      chartType: 'number',
      objectName: 'opportunity',
      label: 'Pipeline value',
      series: [{ aggregateField: 'estimatedvalue', aggregateMethod: 'sum' }],
      gridArea: '1 / 1 / 2 / 2',
    },
    { type: 'label', text: { en: 'Deals of the test', de: 'Deals des Tests' }, gridArea: '1 / 3 / 2 / 4' },
    {
      type: 'chart',
      objectName: 'opportunity',
      listName: 'pipeline',
      label: 'Pipeline',
      gridArea: '2 / 1 / 3 / 3',
    },
    {
      type: 'chart',
      objectName: 'opportunity',
      listName: 'nosuchchart',
      label: 'Broken list',
      gridArea: '3 / 1 / 4 / 2',
    },
    {
      type: 'grid',
      objectName: 'nosuchentity',
      listName: 'all',
      label: 'Broken entity',
      gridArea: '3 / 2 / 4 / 3',
    },
    {
      type: 'simplechart',
      chartType: 'number',
      objectName: 'opportunity',
      label: 'Broken field',
      series: [{ aggregateField: 'nosuchfield', aggregateMethod: 'sum' }],
      gridArea: '3 / 3 / 4 / 4',
    },
  ],
};

function fetchAnswer(request: FakeRequest) {
  const query = request.body as {
    entity: { name: string; filter?: { conditions?: { attribute: string; value: unknown }[] } };
  };
  const kind = query.entity.filter?.conditions?.find((c) => c.attribute === 'kind')?.value;
  if (query.entity.name === 'inu_view' && kind === 'dashboard')
    return [
      {
        id: 'd1',
        name: 'test',
        label: 'Test dashboard',
        appid: null,
        versionnumber: 1,
        body: JSON.stringify(body),
      },
    ];
  if (query.entity.name === 'inu_view' && kind === 'chart')
    return [
      {
        id: 'c1',
        name: 'pipeline',
        label: 'Pipeline by Stage',
        kind: 'chart',
        objectname: 'opportunity',
        isprivate: false,
        ownerid: null,
        versionnumber: 1,
        body: JSON.stringify({
          type: 'bar',
          series: [
            {
              aggregateField: 'estimatedvalue',
              aggregateMethod: 'sum',
              color: '#0071eb',
              label: 'Estimated Revenue',
            },
          ],
          groups: [{ field: 'stage', method: 'column' }],
        }),
      },
    ];
  if (query.entity.name === 'opportunity' && JSON.stringify(query).includes('"alias":"value"'))
    return [{ value: 7500 }];
  if (query.entity.name === 'opportunity' && JSON.stringify(query).includes('"alias":"x0"'))
    return [
      { x0: 'propose', y0: 4000 },
      { x0: 'qualify', y0: 3500 },
    ];
  return [];
}

/**
 * A dashboard whose broken widgets (an unknown chart view, entity and field) sit beside working
 * ones; the data API is faked (the e2e dashboard tests draw the bars over real data).
 */
describe('a dashboard', () => {
  it('a broken widget shows its message while the others render', async () => {
    const server = fakeServer({ 'POST /api/fetch': fetchAnswer });
    renderInShell(<DashboardScreen />, { path: '/sales/dashboard/test', route: '/:appId/dashboard/:name' });
    const region = (name: string) => screen.getByRole('region', { name });
    await waitFor(() =>
      expect(within(region('Broken list')).getByRole('alert').textContent).toContain(
        'Object not found: nosuchchart',
      ),
    );
    expect(within(region('Broken entity')).getByRole('alert').textContent).toContain(
      'Object not found: nosuchentity',
    );
    expect(within(region('Broken field')).getByRole('alert').textContent).toContain(
      'field not found: nosuchfield',
    );
    // the others render: the number with its sum, the label, the chart without a message
    await waitFor(() =>
      expect(region('Pipeline value').querySelector('.dashboard-number')?.getAttribute('data-value')).toBe(
        '7500',
      ),
    );
    expect(within(region('Pipeline value')).getByText('7,500')).toBeTruthy();
    expect(screen.getByText('Deals of the test')).toBeTruthy();
    await waitFor(() => expect(region('Pipeline').querySelector('.chart-view')).not.toBeNull());
    expect(within(region('Pipeline')).queryByRole('alert')).toBeNull();
    expect(server.unanswered).toEqual([]);
  });
});
