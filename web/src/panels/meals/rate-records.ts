import type { FetchQuery } from '@strata/api/contract/query';
import type { CurrencyInfo } from '../../api/user-context';
import { isLookupValue, type RecordValues } from '../panel-api';
import type { DatedRate, ExchangeRates } from './exchange-rates';

/** The organisation's dated exchange rates (tenant migration 0013). */
export const rateEntity = 'currency_rate';

/**
 * The active rates, newest first: one query for every trip of the form (the journey and the
 * meals panel share it), read whole (retrieveAll), so an old trip finds its dated rate too.
 */
export function rateQuery(): FetchQuery {
  return {
    entity: {
      name: rateEntity,
      attributes: ['currencyid', 'validfrom', 'exchangerate'].map((attribute) => ({ attribute })),
      filter: { type: 'and', conditions: [{ attribute: 'statecode', operator: 'eq', value: 0 }] },
      orders: [
        { attribute: 'validfrom', descending: true },
        { attribute: 'modifiedon', descending: true },
      ],
    },
  };
}

const asNumber = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/**
 * The rates as exchange-rates.ts reads them: the currency_rate rows (newest first, as rateQuery
 * answers) in the order they were entered, by their currency's code, and each of the
 * organisation's currencies with its own rate. A row whose currency is not among the
 * organisation's active ones, or without a day or a rate, is left out.
 */
export function exchangeRatesOf(
  rows: readonly RecordValues[],
  currencyDict: Readonly<Record<string, CurrencyInfo>>,
): ExchangeRates {
  const currencies: Record<string, number | null> = {};
  for (const currency of Object.values(currencyDict)) {
    if (currency.code) currencies[currency.code.toLowerCase()] = asNumber(currency.exchangerate);
  }
  const dated: DatedRate[] = [];
  for (const row of [...rows].reverse()) {
    const code = isLookupValue(row.currencyid) ? currencyDict[row.currencyid.id]?.code : undefined;
    const rate = asNumber(row.exchangerate);
    const validFrom = typeof row.validfrom === 'string' ? row.validfrom.slice(0, 10) : '';
    if (code && rate !== null && /^\d{4}-\d{2}-\d{2}$/.test(validFrom)) {
      dated.push({ currency: code.toLowerCase(), validFrom, rate });
    }
  }
  return { dated, currencies };
}
