import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CurrencyInfo, ObjectInfo } from '../../api/user-context.js';
import type { RecordValues } from '../../data/data-api.js';
import type { FormDefinition } from '../../forms/form-definition.js';
import { testEuro } from '../../metadata/test-currency.js';
import { speakLanguage } from '../../test-support/languages.js';
import {
  type FakeTables,
  loadRecordForm,
  renderRecordForm,
  storedRecord,
} from '../../test-support/record-form.js';
import { testContext, testObject } from '../../test-support/shell-harness.js';
import { templateEntities } from '../../test-support/template-entities.js';
import type { Leg } from '../journey/leg.js';
import '../register-panels.js';

/**
 * Issue 37 item 6 as the traveller sees it: a trip outside the euro zone claims in euros, each
 * day naming the rate it was converted at; a day without a rate says which currency lacks one
 * and how to add it (a link for who may, whom to ask for who may not), never a bare "unknown".
 */
const tripId = '00000000-0000-4000-8000-00000000t001';
const trip = templateEntities.find(({ entity }) => entity.logicalName === 'route_route')
  ?.entity as ObjectInfo;
// tenant migration 0013's entity, as the user context carries it
const currencyRate = testObject({
  logicalName: 'currency_rate',
  displayName: 'Exchange Rate',
  displayNamePlural: 'Exchange Rates',
  type: 'standard',
  properties: [
    {
      logicalName: 'currencyid',
      displayName: 'Currency',
      type: 'Lookup',
      flags: ['Required'],
      targets: ['currency'],
    },
    {
      logicalName: 'validfrom',
      displayName: 'Valid From',
      type: 'DateTime',
      flags: ['Required', 'DateOnly'],
    },
    { logicalName: 'exchangerate', displayName: 'Rate per Euro', type: 'Decimal', flags: ['Required'] },
  ],
});
const forms: FormDefinition[] = [
  {
    name: 'main',
    panel: {
      name: 'root',
      type: 'Tabs',
      panels: [{ name: 'diet', type: 'Custom', label: 'Meals', customComponent: 'journeyDiet' }],
    },
  },
];

const currency = (code: string, exchangerate: number | null): CurrencyInfo => ({
  ...testEuro,
  id: `c-${code.toLowerCase()}`,
  name: code,
  code,
  isdefault: false,
  exchangerate,
});
const currencyDict = Object.fromEntries(
  [testEuro, currency('CZK', null), currency('USD', 1.2)].map((entry) => [entry.id, entry]),
);

/** Off at 06:00 straight over the border, back over it at 21:00: 15 h abroad, the full rate. */
function dayAbroad(isocode: string, month: number, day: number): Leg[] {
  const at = (hour: number) => new Date(2026, month - 1, day, hour).toISOString();
  return [
    { id: 'home', isocode: 'sk', startdate: at(6) },
    { id: 'there', isocode, startdate: at(20), enddate: at(7), border_crossing: { duration: 0 } },
    { id: 'back', isocode: 'sk', startdate: at(22), enddate: at(21), border_crossing: { duration: 3600 } },
  ];
}

const rate = (id: string, validfrom: string, exchangerate: number) =>
  storedRecord({
    id,
    currencyid: { id: 'c-czk', name: 'currency', label: 'CZK' },
    validfrom,
    exchangerate,
  });

async function openTrip(
  legs: Leg[],
  options: { rates?: RecordValues[]; permDict?: Record<string, number> } = {},
) {
  const tables: FakeTables = {
    route_route: [storedRecord({ id: tripId, name: 'Trip', legs_json: JSON.stringify(legs) })],
    currency_rate: options.rates ?? [rate('r1', '2026-03-01', 25)],
  };
  const base = testContext({ extraObjects: [trip, currencyRate], currencyDict });
  const context = options.permDict
    ? { ...base, isAdmin: false, permDict: { ...base.permDict, ...options.permDict } }
    : base;
  await renderRecordForm({ object: trip, id: tripId, forms, tables, context });
  // the first trip also loads the panels' chunk
  await screen.findByRole('table', {}, { timeout: 10_000 });
  return tables;
}

const claimCell = (day: string) => document.querySelector(`[data-claim="${day}"]`) as HTMLElement;
const total = () => document.querySelector('[data-total="claim"]') as HTMLElement;
// Intl writes a no-break space between an amount and its currency
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ') ?? '';

beforeAll(loadRecordForm, 30_000);
afterEach(() => speakLanguage('en'));

describe('the meal allowance outside the euro zone', { timeout: 20_000 }, () => {
  it('claims in euros at the dated rate valid that day, and names it', async () => {
    await openTrip(dayAbroad('cz', 3, 10));
    // 600 CZK (Czechia's full rate) at 25 CZK for one euro
    await waitFor(() => expect(text(claimCell('2026-03-10'))).toContain('€24.00'));
    expect(text(claimCell('2026-03-10'))).toContain('CZK 600.00 at 25 CZK per euro, the rate from 3/1/2026');
    expect(text(total())).toBe('€24.00');
  });

  it("falls back to the currency's own rate and says so", async () => {
    await openTrip(dayAbroad('us', 3, 10));
    // 60 USD at 1.2 USD for one euro
    await waitFor(() => expect(text(total())).toBe('€50.00'));
    expect(text(claimCell('2026-03-10'))).toContain("$60.00 at 1.2 USD per euro, the currency's own rate");
  });

  it('says which currency lacks a rate that day, links to a new one, and converts once it is saved', async () => {
    const tables = await openTrip(dayAbroad('cz', 2, 10));
    const cell = claimCell('2026-02-10');
    await within(cell).findByText(/No exchange rate for CZK on 2\/10\/2026\./);
    expect(text(cell)).toMatch(/^unknown/);
    expect(text(total())).toBe('unknown: no exchange rate for CZK');
    const link = within(cell).getByRole('link', { name: 'Add a rate for CZK' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://strata.test');
    expect(url.pathname).toBe('/sales/edit/currency_rate/0');
    expect(JSON.parse(url.searchParams.get('init') ?? '{}')).toEqual({
      currencyid: { id: 'c-czk', name: 'currency', label: 'CZK' },
      validfrom: '2026-02-10',
    });

    // a colleague saves a rate valid from February: the live change brings it
    tables.currency_rate?.push(rate('r2', '2026-02-01', 24));
    window.dispatchEvent(
      new CustomEvent('objectChanged:currency_rate', { detail: { timestamp: Date.now() } }),
    );
    await waitFor(() => expect(text(total())).toBe('€25.00'));
    expect(text(claimCell('2026-02-10'))).toContain('the rate from 2/1/2026');
  });

  it('tells a user who may not add currencies whom to ask, and where', async () => {
    await openTrip(dayAbroad('se', 3, 10), { permDict: { currency: 48, currency_rate: 48 } });
    const cell = claimCell('2026-03-10');
    await within(cell).findByText(/The organisation has no currency SEK/);
    expect(text(cell)).toContain('Ask an administrator to add it under Currencies, with its exchange rate.');
    expect(within(cell).queryByRole('link')).toBeNull();
    expect(text(total())).toBe('unknown: no exchange rate for SEK');
  });

  it('reads in Slovak as a Slovak traveller sees it', async () => {
    await speakLanguage('sk');
    await openTrip(dayAbroad('cz', 3, 10));
    await waitFor(() => expect(text(total())).toBe('24,00 €'));
    expect(text(claimCell('2026-03-10'))).toContain(
      '600,00 CZK pri kurze 25 CZK za euro, kurz platný od 1. 3. 2026',
    );
  });
});
