import { describe, expect, it } from 'vitest';
import type { CurrencyInfo } from '../../../api/user-context.js';
import type { ListColumn } from '../../../list-views/columns.js';
import type { ObjectMeta, PropertyMeta } from '../../../metadata/object-metadata.js';
import { testEuro } from '../../../metadata/test-currency.js';
import { laneTotalText, loadedTotal, pickTotalField, totalsFromGroups } from './lane-totals.js';

const money = (logicalName: string): PropertyMeta => ({
  logicalName,
  displayName: logicalName,
  type: 'Money',
  flags: [],
  precision: 2,
});
const estimated = money('estimatedvalue');
const actual = money('actualvalue');
const probability: PropertyMeta = {
  logicalName: 'probability',
  displayName: 'Probability',
  type: 'Integer',
  flags: [],
};
const rating: PropertyMeta = {
  logicalName: 'rating',
  displayName: 'Rating',
  type: 'Integer',
  flags: ['OptionSet'],
};
const currencyid: PropertyMeta = {
  logicalName: 'currencyid',
  displayName: 'Currency',
  type: 'Lookup',
  flags: [],
  targets: ['currency'],
};
const opportunity = {
  logicalName: 'opportunity',
  properties: [probability, rating, actual, estimated, currencyid],
} as ObjectMeta;
const column = (property: PropertyMeta, entityName?: string) =>
  ({ attribute: property.logicalName, key: property.logicalName, property, entityName }) as ListColumn;

describe('pickTotalField', () => {
  it("totals the view's first money column of the entity, per currency", () => {
    expect(pickTotalField({}, [column(probability), column(estimated), column(actual)], opportunity)).toEqual(
      {
        property: estimated,
        currencyField: 'currencyid',
      },
    );
    // a linked entity's money is not this entity's
    expect(pickTotalField({}, [column(actual, 'acc'), column(estimated)], opportunity)?.property).toBe(
      estimated,
    );
    expect(pickTotalField({}, [column(probability)], opportunity)).toBeUndefined();
  });

  it('takes the kanban.totalField setting: a money or number field, or false for none', () => {
    const columns = [column(estimated)];
    expect(pickTotalField({ kanban: { totalField: 'actualvalue' } }, columns, opportunity)?.property).toBe(
      actual,
    );
    expect(pickTotalField({ kanban: { totalField: 'probability' } }, columns, opportunity)).toEqual({
      property: probability,
      currencyField: undefined,
    });
    expect(pickTotalField({ kanban: { totalField: false } }, columns, opportunity)).toBeUndefined();
    // an option set or a name the entity lacks is no total: the default applies
    expect(pickTotalField({ kanban: { totalField: 'rating' } }, columns, opportunity)?.property).toBe(
      estimated,
    );
    expect(pickTotalField({ kanban: { totalField: 'nothing' } }, columns, opportunity)?.property).toBe(
      estimated,
    );
  });

  it('keeps one sum when the entity has no currency', () => {
    const plain = { logicalName: 'deal', properties: [estimated] } as ObjectMeta;
    expect(pickTotalField({}, [column(estimated)], plain)).toEqual({
      property: estimated,
      currencyField: undefined,
    });
  });
});

const euro: CurrencyInfo = { ...testEuro, formatstring: null };
const dollar: CurrencyInfo = {
  ...euro,
  id: 'usd',
  name: 'US Dollar',
  code: 'USD',
  symbol: '$',
  isdefault: false,
};
const format = { language: 'en', currencyDict: { eur: euro, usd: dollar } };
const total = { property: estimated, currencyField: 'currencyid' };
const lookup = (id: string) => ({ id, name: 'currency', label: id });

describe('lane totals', () => {
  it('reads the grouped sums per lane and currency, numbers given as text too', () => {
    const totals = totalsFromGroups([
      { g: 'qualify', cur: null, c: 2, s: '1500.50' },
      { g: 'qualify', cur: lookup('usd'), c: 1, s: 200 },
      { g: 'develop', cur: null, c: 1, s: null },
      { g: null, cur: null, c: 1, s: 5 },
      { g: '', cur: null, c: 1, s: 6 },
    ]);
    expect(totals.get('qualify')).toEqual([
      { currency: null, sum: 1500.5 },
      { currency: lookup('usd'), sum: 200 },
    ]);
    expect(totals.get('develop')).toEqual([]);
    expect(totals.get('')).toEqual([{ currency: null, sum: 11 }]);
  });

  it("adds up the loaded cards' amounts when the server's sums are unknown", () => {
    const cards = [
      { id: 'a', estimatedvalue: 100, currencyid: lookup('usd') },
      { id: 'b', estimatedvalue: '50.25', currencyid: null },
      { id: 'c', estimatedvalue: null },
      { id: 'd', estimatedvalue: 20, currencyid: lookup('usd') },
    ];
    expect(loadedTotal(cards, total)).toEqual([
      { currency: lookup('usd'), sum: 120 },
      { currency: null, sum: 50.25 },
    ]);
  });

  it('formats one amount per currency, largest first; no currency is the default one', () => {
    const text = laneTotalText(
      [
        { currency: lookup('usd'), sum: 800 },
        { currency: null, sum: 10_000 },
        { currency: lookup('eur'), sum: 2000 },
      ],
      total,
      format,
    );
    expect(text).toBe('12,000.00\u00a0€ + 800.00\u00a0$');
    expect(laneTotalText([], total, format)).toBe('0.00\u00a0€');
    expect(laneTotalText([{ currency: null, sum: 42 }], { property: probability }, format)).toBe('42');
  });
});
