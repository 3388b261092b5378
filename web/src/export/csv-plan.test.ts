import { describe, expect, it } from 'vitest';
import type { CurrencyInfo } from '../api/user-context.js';
import { csvPlan } from './csv-plan.js';
import { account, columnOf } from './test-metadata.js';
import { textsOf } from './test-texts.js';

const currency = (id: string, precision: number | null, isdefault = false): CurrencyInfo => ({
  id,
  name: id,
  code: id,
  symbol: id,
  precision,
  mode: null,
  exchangerate: 1,
  isdefault,
  formatstring: null,
});
const base = { language: 'de', decimalSeparator: ',' as const, timeZone: 'Europe/Bratislava' };
const plan = (
  keys: string[],
  options: Partial<typeof base> & { currencyDict?: Record<string, CurrencyInfo> } = {},
) =>
  csvPlan(
    keys.map((key) => columnOf(account, key)),
    { ...base, ...options },
  );

describe('the CSV plan the browser hands the server', () => {
  it('says how each column is written, in the user language', async () => {
    const t = await textsOf('de');
    const columns = csvPlan(
      [
        'name',
        'revenue',
        'numberofemployees',
        'customertypecode',
        'primarycontactid',
        'donotemail',
        'createdon',
        'founded',
      ].map((key) => columnOf(account, key)),
      { ...base, t },
    );
    expect(columns?.map((column) => [column.key, column.label, column.format.kind])).toEqual([
      ['name', 'Account Name', 'text'],
      ['revenue', 'Annual Revenue', 'number'],
      ['numberofemployees', 'Employees', 'number'],
      ['customertypecode', 'Relationship Type', 'options'],
      ['primarycontactid', 'Primary Contact', 'lookup'],
      ['donotemail', 'Do Not Email', 'boolean'],
      ['createdon', 'Created On', 'datetime'],
      ['founded', 'Founded', 'date'],
    ]);
    const formats = Object.fromEntries((columns ?? []).map((column) => [column.key, column.format]));
    expect(formats.revenue).toEqual({ kind: 'number', precision: 2, decimalSeparator: ',' });
    expect(formats.numberofemployees).toEqual({ kind: 'number', precision: 0, decimalSeparator: ',' });
    expect(formats.customertypecode).toEqual({
      kind: 'options',
      labels: [
        ['1', 'Customer'],
        ['3', 'Partner'],
      ],
    });
    expect(formats.donotemail).toEqual({ kind: 'boolean', yes: t('fields:yes'), no: t('fields:no') });
    expect(formats.primarycontactid).toEqual({ kind: 'lookup', unknown: t('fields:unknown') });
    expect(formats.createdon).toMatchObject({ kind: 'datetime', zone: 'Europe/Bratislava', suffix: '' });
  });

  it('takes money’s decimals from its record’s currency when the field has none', () => {
    const money = { ...columnOf(account, 'revenue') };
    money.property = money.property && { ...money.property, precision: undefined };
    const options = (currencyDict: Record<string, CurrencyInfo> | undefined) => ({ ...base, currencyDict });
    const plan = csvPlan(
      [money],
      options({ eur: currency('eur', 2, true), jpy: currency('jpy', 0), kwd: currency('kwd', null) }),
    );
    expect(plan?.[0]?.format).toEqual({
      kind: 'number',
      precision: null,
      decimalSeparator: ',',
      currency: {
        precisions: [
          ['eur', 2],
          ['jpy', 0],
          ['kwd', 2],
        ],
        otherwise: 2,
      },
    });
    // no default currency, or none at all: 2 decimals for a record without a known one
    expect(csvPlan([money], options({ jpy: currency('jpy', 0) }))?.[0]?.format).toMatchObject({
      currency: { otherwise: 2 },
    });
    expect(csvPlan([money], options(undefined))?.[0]?.format).toMatchObject({
      currency: { precisions: [], otherwise: 2 },
    });
  });

  it('leaves to the browser what only it can write: ages, other digits', () => {
    expect(plan(['name', 'handlingtime'])?.[1]?.format).toEqual({ kind: 'duration' });
    expect(plan(['name', 'logo'])).toBeNull();
    // a count has no property: written plain, yes and no in the user's words
    expect(csvPlan([{ key: 'n', label: 'Count', property: undefined }], base)?.[0]?.format).toEqual({
      kind: 'plain',
      yes: 'Yes',
      no: 'No',
      decimalSeparator: ',',
    });
    const birthday = columnOf(account, 'founded');
    birthday.property = birthday.property && { ...birthday.property, flags: ['DateOnly', 'Age'] };
    expect(csvPlan([birthday], base)).toBeNull();
    expect(plan(['createdon'], { language: 'ar-EG' })).toBeNull();
    expect(plan(['name', 'createdon'])).not.toBeNull();
  });
});
