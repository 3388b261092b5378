import { homeIso, type Leg } from '../journey/leg';
import { type ExchangeRates, noExchangeRates, rateOn, toEuro } from './exchange-rates';
import { foreignRates } from './foreign-rates';
import { cents, domesticClaim, foreignClaim } from './meal-allowance';

/** One day of route_route.diet_json (spec 002 section 3, "Diet day"). */
export type DietDay = {
  date_str: string;
  date: string;
  /** Hours at home (Slovakia) that day; fhours abroad. */
  hours: number;
  fhours: number;
  meals: number;
  claim: number;
  maxClaim: number;
  foreignIso: string | null;
  foreignCurrency: string | null;
  /** In euros: the local claim at the day's exchange rate; null when there is none. */
  foreignClaim: number | null;
  foreignMaxClaim: number | null;
  foreignClaimLocal: number | null;
  foreignMaxClaimLocal: number | null;
  /** A foreign country without a meal allowance rate: the claim is unknown (the panel warns). */
  unknownRate?: boolean;
  /** The rate a claim in another currency than the euro was converted at: units for one euro. */
  exchangeRate?: number;
  /** The day the dated rate applies from; null when it is the currency record's own rate. */
  exchangeRateFrom?: string | null;
  /** Why a claim in another currency has no euro amount (exchange-rates.ts, rateOn). */
  noExchangeRate?: 'noCurrency' | 'noRate';
};

type Span = { from: number; to: number; iso: string };

const country = (leg: Leg) => (leg.isocode || homeIso).toLowerCase();

/**
 * Where the traveller is over time: at each stop from arrival to departure, and on the way
 * between stops. On the way, the border crossing (seconds after the previous departure) splits
 * the time between the two countries; without one, a trip between home and abroad counts at
 * home (the border time is not known), and between two foreign countries the first one's.
 */
export function countrySpans(legs: Leg[]): Span[] {
  const spans: Span[] = [];
  legs.forEach((leg, index) => {
    const previous = legs[index - 1];
    const departure = Date.parse(leg.startdate);
    const arrival = leg.enddate ? Date.parse(leg.enddate) : departure;
    if (previous) {
      const leave = Date.parse(previous.startdate);
      const [from, to] = [country(previous), country(leg)];
      const crossing = leg.border_crossing?.duration;
      if (from !== to && crossing != null && crossing >= 0) {
        const at = Math.min(arrival, leave + crossing * 1000);
        spans.push({ from: leave, to: at, iso: from }, { from: at, to: arrival, iso: to });
      } else {
        const iso = from === homeIso || to === homeIso ? homeIso : from;
        spans.push({ from: leave, to: arrival, iso });
      }
    }
    // the last stop is the arrival back: the trip ends there
    if (index > 0 && index < legs.length - 1) spans.push({ from: arrival, to: departure, iso: country(leg) });
  });
  return spans.filter((span) => span.to > span.from);
}

// toLocaleDateString builds a formatter on every call (about a millisecond): one per locale instead
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(locale: string): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'numeric' });
    dayFormats.set(locale, format);
  }
  return format;
}

const dayKey = (time: number) => {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
const nextMidnight = (time: number) => {
  const date = new Date(time);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
};

/**
 * The diet table of a trip: each calendar day's hours at home and abroad (split at midnight),
 * the domestic claim for the hours at home and the foreign claim for the hours abroad, after
 * the meals provided that day (kept from `previous` by date), in euros at the exchange rate
 * valid that day.
 */
export function dietDays(
  legs: Leg[],
  previous: DietDay[] = [],
  locale = 'sk',
  rates: ExchangeRates = noExchangeRates,
): DietDay[] {
  const perDay = new Map<string, { home: number; abroad: Map<string, number>; start: number }>();
  for (const span of countrySpans(legs)) {
    for (let from = span.from; from < span.to; ) {
      const to = Math.min(span.to, nextMidnight(from));
      const key = dayKey(from);
      const day = perDay.get(key) ?? { home: 0, abroad: new Map<string, number>(), start: from };
      if (span.iso === homeIso) day.home += to - from;
      else day.abroad.set(span.iso, (day.abroad.get(span.iso) ?? 0) + to - from);
      perDay.set(key, day);
      from = to;
    }
  }
  const mealsOn = new Map(previous.map((day) => [day.date, day.meals]));
  return [...perDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, day]) => {
      const meals = mealsOn.get(date) ?? 0;
      const hours = day.home / 3600_000;
      const [foreignIso] = [...day.abroad.entries()].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
      const fhours = [...day.abroad.values()].reduce((sum, ms) => sum + ms, 0) / 3600_000;
      const domestic = domesticClaim(hours, meals);
      const rate = foreignIso ? foreignRates[foreignIso] : undefined;
      const foreign = foreignIso ? foreignClaim(fhours, meals, rate) : null;
      const exchange = foreign ? rateOn(foreign.currency, date, rates) : null;
      const converted = exchange?.found ? exchange.rate : null;
      return {
        date_str: dayFormat(locale).format(new Date(day.start)),
        date,
        hours: cents(hours),
        fhours: cents(fhours),
        meals,
        claim: domestic.claim,
        maxClaim: domestic.maxClaim,
        foreignIso,
        foreignCurrency: foreign?.currency ?? null,
        foreignClaim: foreign && converted ? toEuro(foreign.claimLocal, converted) : null,
        foreignMaxClaim: foreign && converted ? toEuro(foreign.maxClaimLocal, converted) : null,
        foreignClaimLocal: foreign?.claimLocal ?? null,
        foreignMaxClaimLocal: foreign?.maxClaimLocal ?? null,
        ...(foreignIso && !rate ? { unknownRate: true } : {}),
        ...(exchange?.found && exchange.currency !== 'eur'
          ? { exchangeRate: exchange.rate, exchangeRateFrom: exchange.validFrom }
          : {}),
        ...(exchange && !exchange.found ? { noExchangeRate: exchange.reason } : {}),
      };
    });
}

/** diet_json is stored only when some day has meals provided (spec 002 section 4). */
export function dietJson(days: DietDay[]): DietDay[] | null {
  return days.some((day) => day.meals !== 0) ? days : null;
}

/** The euro total of a diet table; null when some part is unknown (see missingRates). */
export function dietTotal(days: DietDay[]): number | null {
  let total = 0;
  for (const day of days) {
    if (day.foreignIso && day.foreignClaim === null) return null;
    total += day.claim + (day.foreignClaim ?? 0);
  }
  return cents(total);
}

/**
 * Why a diet table has no total: the countries without a meal allowance rate and the currencies
 * without an exchange rate on some day of the trip (codes as written, each once, sorted).
 */
export function missingRates(days: DietDay[]): { countries: string[]; currencies: string[] } {
  const countries = new Set<string>();
  const currencies = new Set<string>();
  for (const day of days) {
    if (day.unknownRate && day.foreignIso) countries.add(day.foreignIso);
    if (day.noExchangeRate && day.foreignCurrency) currencies.add(day.foreignCurrency);
  }
  return { countries: [...countries].sort(), currencies: [...currencies].sort() };
}
