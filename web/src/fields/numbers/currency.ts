import type { CurrencyInfo } from '../../api/user-context';
import type { RecordValues } from '../../data/data-api';
import { isLookupValue } from '../../data/data-api';

/**
 * The currency an amount is in: the record's currencyid lookup when set and known, else the
 * organisation's default currency (spec 000 section 4: a new record gets the default).
 */
export function currencyOf(
  record: RecordValues | undefined,
  currencyDict: Record<string, CurrencyInfo> | undefined,
): CurrencyInfo | undefined {
  if (!currencyDict) return undefined;
  const reference = record?.currencyid;
  const id = isLookupValue(reference) ? reference.id : typeof reference === 'string' ? reference : undefined;
  if (id && currencyDict[id]) return currencyDict[id];
  return Object.values(currencyDict).find((currency) => currency.isdefault === true);
}
