import { cents } from './meal-allowance';

/**
 * Exchange rates against the euro, the meal allowance's own currency (spec 002 section 9). A
 * rate is how many units of a currency one euro buys, as the ECB and the NBS quote them and as
 * the organisation's currency records hold them (spec 000: currency.exchangerate; the Euro
 * record has 1): 25.085 for the Czech koruna means 1 € = 25.085 CZK.
 */
export type DatedRate = {
  /** A currency code, any case (CZK). */
  currency: string;
  /** The first day the rate applies (YYYY-MM-DD). */
  validFrom: string;
  rate: number;
};

export type ExchangeRates = {
  /** The organisation's dated rates (currency_rate), in the order they were entered. */
  dated: readonly DatedRate[];
  /** The organisation's currencies by lower-case code, with their own rate (null: none set). */
  currencies: Readonly<Record<string, number | null>>;
};

export const noExchangeRates: ExchangeRates = { dated: [], currencies: {} };

/** Where a rate came from: a dated rate (its validFrom) or the currency record (validFrom null). */
export type RateChoice =
  | { found: true; currency: string; rate: number; validFrom: string | null }
  | {
      found: false;
      currency: string;
      /** noCurrency: the organisation has no such currency; noRate: it has, without a rate that day. */
      reason: 'noCurrency' | 'noRate';
    };

// a rate of 0, a negative one or none at all would divide into nonsense: it counts as missing
const usable = (rate: number | null | undefined): rate is number =>
  typeof rate === 'number' && Number.isFinite(rate) && rate > 0;

/**
 * The rate of `currency` on `day` (YYYY-MM-DD): the dated rate with the latest validFrom on or
 * before the day (of two from the same day, the one entered last), else the currency record's
 * own rate. The euro needs none.
 */
export function rateOn(currency: string, day: string, rates: ExchangeRates): RateChoice {
  const code = currency.toLowerCase();
  if (code === 'eur') return { found: true, currency: code, rate: 1, validFrom: null };
  let best: DatedRate | undefined;
  for (const candidate of rates.dated) {
    if (candidate.currency.toLowerCase() !== code || !usable(candidate.rate)) continue;
    if (candidate.validFrom > day) continue;
    if (!best || candidate.validFrom >= best.validFrom) best = candidate;
  }
  if (best) return { found: true, currency: code, rate: best.rate, validFrom: best.validFrom };
  const standing = rates.currencies[code];
  if (usable(standing)) return { found: true, currency: code, rate: standing, validFrom: null };
  return { found: false, currency: code, reason: code in rates.currencies ? 'noRate' : 'noCurrency' };
}

/** An amount in a currency, in euros at `rate` (units for one euro), rounded to cents. */
export function toEuro(amount: number, rate: number): number {
  return cents(amount / rate);
}
