import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ObjectMeta, PropertyMeta } from '../metadata/object-metadata.js';
import type { ChartBody, ChartGroup } from './chart-body.js';
import { mapChartRows } from './chart-data.js';
import { groupLabel, type LabelContext } from './group-labels.js';

/** The real texts of one language, so the tests also read what users see. */
async function labelContext(language: string): Promise<LabelContext> {
  const file = new URL(`../../../locales/${language}/charts.json`, import.meta.url);
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { charts: JSON.parse(readFileSync(file, 'utf8')) } },
    ns: ['charts'],
    defaultNS: 'charts',
    interpolation: { escapeValue: false },
  });
  const t = instance.getFixedT(language, 'charts');
  return { t: (key, options) => t(key, options ?? {}), language };
}

const property = (logicalName: string, type: PropertyMeta['type'], extra: Partial<PropertyMeta> = {}) =>
  ({ logicalName, displayName: logicalName.toUpperCase(), type, flags: [], ...extra }) as PropertyMeta;

const industry = property('industrycode', 'Integer', {
  flags: ['OptionSet'],
  richOptions: [
    { value: 1, label: 'Manufacturing' },
    { value: 2, label: 'Retail' },
  ],
});
const state = property('statecode', 'Integer', {
  flags: ['OptionSet'],
  richOptions: [
    { value: 0, label: 'Active' },
    { value: 1, label: 'Inactive' },
  ],
});
const source = property('source', 'String', { flags: ['OptionSet'], options: ['web', 'phone'] });
const paid = property('paid', 'Boolean', { flags: ['OptionSet'], options: ['Open', 'Paid'] });
const active = property('active', 'Boolean');
const account = property('accountid', 'Lookup', { targets: ['account'] });
const amount = property('amount', 'Money');
const city = property('city', 'String');
const due = property('duedate', 'DateTime', { flags: ['DateOnly'] });

const column = (field: string): ChartGroup => ({ field, method: 'column' });

let en: LabelContext;
let de: LabelContext;
beforeAll(async () => {
  en = await labelContext('en');
  de = await labelContext('de');
});

describe('groupLabel', () => {
  it('labels option sets from richOptions and options', () => {
    expect(groupLabel(2, column('industrycode'), industry, en)).toBe('Retail');
    expect(groupLabel(0, column('statecode'), state, en)).toBe('Active');
    expect(groupLabel('phone', column('source'), source, en)).toBe('phone');
    expect(groupLabel(9, column('industrycode'), industry, en)).toBe('9');
  });

  it('labels lookups by their label, Unknown without one', () => {
    expect(groupLabel({ id: 'a1', name: 'account', label: 'Acme' }, column('accountid'), account, en)).toBe(
      'Acme',
    );
    expect(groupLabel({ id: 'a1', name: 'account', label: null }, column('accountid'), account, en)).toBe(
      'Unknown',
    );
  });

  it('labels booleans by their options, else Yes and No', () => {
    expect(groupLabel(true, column('paid'), paid, en)).toBe('Paid');
    expect(groupLabel(false, column('paid'), paid, en)).toBe('Open');
    expect(groupLabel(true, column('active'), active, en)).toBe('Yes');
    expect(groupLabel(false, column('active'), active, de)).toBe('Nein');
  });

  it('names empty groups None, ZERO and NULL (translated)', () => {
    expect(groupLabel(null, column('accountid'), account, en)).toBe('None');
    expect(groupLabel(null, column('industrycode'), industry, en)).toBe('None');
    expect(groupLabel(null, column('city'), city, en)).toBe('None');
    expect(groupLabel('', column('city'), city, en)).toBe('None');
    expect(groupLabel(0, column('amount'), amount, en)).toBe('ZERO');
    expect(groupLabel(null, column('amount'), amount, en)).toBe('NULL');
    expect(groupLabel(null, column('active'), active, en)).toBe('NULL');
    expect(groupLabel(null, { field: 'createdon', method: 'month' }, undefined, en)).toBe('NULL');
    expect(groupLabel(null, column('accountid'), account, de)).toBe('Keine');
    expect(groupLabel(null, column('amount'), amount, de)).toBe('LEER');
  });

  it('labels date groups per method', () => {
    const at = (method: ChartGroup['method'], value: unknown, ctx = en) =>
      groupLabel(value, { field: 'createdon', method }, undefined, ctx);
    expect(at('year', 2026)).toBe('2026');
    expect(at('quarter', '2026-Q1')).toBe('Q1 2026');
    expect(at('month', '2026-01')).toBe('Jan 2026');
    expect(at('month', '2026-03', de)).toBe('März 2026');
    expect(at('week', '2026-W05')).toBe('W05 2026');
    expect(at('week', '2026-W05', de)).toBe('KW05 2026');
    expect(at('day', '2026-11-22')).toBe('Nov 22, 2026');
    expect(at('day', '2026-11-22', de)).toBe('22.11.2026');
    expect(at('week', '2026-W60')).toBe('2026-W60'); // an unreadable key shows as it came
  });

  it('formats numbers and date-only columns in the language', () => {
    expect(groupLabel(1234.5, column('amount'), amount, de)).toBe('1.234,5');
    expect(groupLabel('2026-11-22', column('duedate'), due, en)).toBe('Nov 22, 2026');
  });
});

describe('mapChartRows', () => {
  const object = { logicalName: 'account', properties: [industry, account, amount] } as unknown as ObjectMeta;

  it('turns aliased rows into labelled points with numeric series', () => {
    const body: ChartBody = {
      type: 'bar',
      series: [
        { aggregateField: 'id', aggregateMethod: 'count' },
        { aggregateField: 'amount', aggregateMethod: 'sum', label: 'Revenue' },
        { aggregateField: 'amount', aggregateMethod: 'average' },
      ],
      groups: [column('industrycode')],
    };
    const data = mapChartRows(
      [
        { x0: 1, y0: 3, y1: 1200.5, y2: '400.1666' },
        { x0: null, y0: 1, y1: null, y2: null },
      ],
      body,
      object,
      en,
    );
    expect(data.points).toEqual([
      { key: '[1]', label: 'Manufacturing', groups: [1], y0: 3, y1: 1200.5, y2: 400.1666 },
      { key: '[null]', label: 'None', groups: [null], y0: 1, y1: null, y2: null },
    ]);
    expect(data.series.map((s) => s.label)).toEqual(['Count', 'Revenue', 'Average of AMOUNT']);
    expect(data.series.map((s) => s.alias)).toEqual(['y0', 'y1', 'y2']);
    // several series without colours get distinct blue shades, the same on every call
    const colors = data.series.map((s) => s.color);
    expect(new Set(colors).size).toBe(3);
    expect(mapChartRows([], body, object, en).series.map((s) => s.color)).toEqual(colors);
    // several series share nothing per group
    expect(data.pointColors).toBeNull();
  });

  it('colours the bars of one series by the group option colours', () => {
    const rated = { ...industry, richOptions: [{ value: 1, label: 'Manufacturing', color: '#8a63d2' }] };
    const body: ChartBody = {
      type: 'bar',
      series: [{ aggregateField: 'id', aggregateMethod: 'count' }],
      groups: [column('industrycode')],
    };
    const withColors = { logicalName: 'account', properties: [rated] } as unknown as ObjectMeta;
    const rows = [{ x0: 1, y0: 3 }];
    expect(mapChartRows(rows, body, withColors, en).pointColors).toEqual(['#8a63d2']);
    expect(mapChartRows(rows, body, object, en).pointColors).toBeNull();
  });

  it('joins the labels of several groups and keys lookups by id', () => {
    const body: ChartBody = {
      type: 'line',
      series: [{ aggregateField: 'id', aggregateMethod: 'count' }],
      groups: [column('accountid'), { field: 'createdon', method: 'quarter' }],
    };
    const lookup = { id: 'a1', name: 'account', label: 'Acme' };
    const { points, series } = mapChartRows([{ x0: lookup, x1: '2026-Q2', y0: 2 }], body, object, en);
    expect(points[0]).toEqual({
      key: '["a1","2026-Q2"]',
      label: 'Acme · Q2 2026',
      groups: [lookup, '2026-Q2'],
      y0: 2,
    });
    expect(series[0]?.color).toBe('#0071eb');
  });
});
