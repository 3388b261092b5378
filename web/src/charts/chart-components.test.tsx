import { readFileSync } from 'node:fs';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartDataState } from './use-chart-data.js';

/*
 * The components rendered to markup (the unit project runs in node, without a DOM): their
 * loading, empty, error and chart states, and the panel's choice of chart. Data and metadata
 * hooks are replaced; the query, mapping and click logic have their own tests.
 */
const chartState = vi.hoisted(() => ({ current: undefined as unknown as ChartDataState }));
const viewsState = vi.hoisted(() => ({
  current: { views: undefined as unknown, error: undefined as unknown },
}));

vi.mock('./use-chart-data.js', () => ({ useChartData: () => chartState.current }));
vi.mock('../metadata/views.js', () => ({
  useViews: () => ({ ...viewsState.current, mutate: vi.fn() }),
}));
vi.mock('../metadata/object-metadata.js', () => ({
  useObjectMeta: () => ({
    logicalName: 'opportunity',
    properties: [{ logicalName: 'statecode', displayName: 'Status', type: 'Integer', flags: ['OptionSet'] }],
  }),
  findProperty: (object: { properties: { logicalName: string }[] } | undefined, name: string) =>
    object?.properties.find((p) => p.logicalName === name),
}));

const { ChartView } = await import('./ChartView.js');
const { RecordChartPanel } = await import('./RecordChartPanel.js');

let instance: i18n;
beforeAll(async () => {
  const file = new URL('../../../locales/en/charts.json', import.meta.url);
  instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    resources: { en: { charts: JSON.parse(readFileSync(file, 'utf8')) } },
    ns: ['charts'],
    interpolation: { escapeValue: false },
  });
});

const render = (node: ReactNode) =>
  renderToStaticMarkup(<I18nextProvider i18n={instance}>{node}</I18nextProvider>);

const body = {
  type: 'bar' as const,
  series: [{ aggregateField: 'id', aggregateMethod: 'count' as const }],
  groups: [{ field: 'stage', method: 'column' as const }],
};
const loaded = (points: ChartDataState['data']): ChartDataState => ({
  data: points,
  error: undefined,
  isLoading: false,
  reload: vi.fn(),
});

describe('ChartView', () => {
  it('shows a busy box while loading, an error with a retry, and an empty message', () => {
    chartState.current = { ...loaded(undefined), isLoading: true };
    expect(render(<ChartView entity="opportunity" body={body} />)).toContain('aria-busy="true"');

    chartState.current = { ...loaded(undefined), error: new Error('Server Error: 500') };
    const failed = render(<ChartView entity="opportunity" body={body} />);
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('The chart could not be loaded');
    expect(failed).toContain('Server Error: 500');
    expect(failed).toContain('Try again');

    chartState.current = loaded({ points: [], series: [], pointColors: null });
    expect(render(<ChartView entity="opportunity" body={body} />)).toContain('No data to show');
  });

  it('draws a chart, clickable only with onGroupFilter', () => {
    chartState.current = loaded({
      points: [{ key: '["win"]', label: 'Won', groups: ['win'], y0: 3 }],
      series: [{ alias: 'y0', label: 'Count', color: '#0071eb' }],
      pointColors: null,
    });
    const still = render(<ChartView entity="opportunity" body={body} />);
    expect(still).toContain('class="chart-view"');
    expect(still).toContain('recharts-responsive-container');
    const clickable = render(<ChartView entity="opportunity" body={body} onGroupFilter={() => {}} />);
    expect(clickable).toContain('chart-view is-clickable');
  });
});

describe('RecordChartPanel', () => {
  const view = (id: string, label: string, stored: unknown = body) => ({ id, name: id, label, body: stored });
  let stored: Map<string, string>;

  beforeEach(() => {
    stored = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
    chartState.current = loaded({ points: [], series: [], pointColors: null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers the readable chart views by label and opens on the remembered one', () => {
    viewsState.current = {
      views: [view('v1', 'By stage'), view('v2', 'Broken', { series: [] }), view('v3', 'By month')],
      error: undefined,
    };
    stored.set('strata.chart.opportunity', 'v3');
    const html = render(<RecordChartPanel entity="opportunity" />);
    expect(html).toContain('<option value="v1">By stage</option>');
    expect(html).toContain('<option value="v3" selected="">By month</option>');
    expect(html).not.toContain('Broken');
  });

  it('shows the default chart when the entity has no chart views', () => {
    viewsState.current = { views: [], error: undefined };
    const html = render(<RecordChartPanel entity="opportunity" />);
    expect(html).toContain('Records by Status');
    expect(html).not.toContain('<select');
    expect(render(<RecordChartPanel entity="opportunity" defaultGroupField="nosuchfield" />)).toContain(
      'This object has no charts',
    );
  });
});
