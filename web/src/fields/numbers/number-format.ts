/**
 * Locale number and money formatting, pure so list cells can format thousands of rows without
 * rendering a component each. Decimal and Money values may arrive as strings (PostgreSQL
 * numeric keeps digits a double would lose), so every reader goes through toNumber.
 */

import { toNumber } from '@strata/api/contract/wire-values';

export { toNumber };

export type NumberPattern = {
  prefix: string;
  suffix: string;
  grouping: boolean;
  minFraction: number;
  maxFraction: number;
};

/**
 * Reads a spreadsheet-style pattern such as "#,##0.00" or "0.0 h" (the currency table's
 * formatstring uses them): a comma asks for grouping, zeros after the point are fixed
 * decimals and hashes optional ones; text around the digits is kept. Null when the text has
 * no digit placeholder at all.
 */
export function readNumberPattern(pattern: string): NumberPattern | null {
  const match = /[#0][#0,]*(?:\.[#0]*)?/.exec(pattern);
  if (!match) return null;
  const body = match[0];
  const [integerPart = '', fractionPart = ''] = body.split('.');
  return {
    prefix: pattern.slice(0, match.index),
    suffix: pattern.slice(match.index + body.length),
    grouping: integerPart.includes(','),
    minFraction: (fractionPart.match(/0/g) ?? []).length,
    maxFraction: fractionPart.length,
  };
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Intl.NumberFormat is slow to build; list cells reuse one per (language, options). */
function formatter(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    try {
      cached = new Intl.NumberFormat(language, options);
    } catch {
      cached = new Intl.NumberFormat('en', options);
    }
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * The decimal and group marks of a locale ("," and "\u00a0" in Slovak), read from Intl so they
 * always match what formatNumber writes.
 */
export function numberMarks(language: string): { decimal: string; group: string } {
  const parts = formatter(language, {}).formatToParts(12345.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/**
 * A number as the user edits it: the locale's decimal mark, no grouping, the precision's
 * decimals (up to 10 without one), so "1450,50" in Slovak reads back through parseLocaleNumber.
 */
export function editableNumber(value: number, language: string, precision: number | undefined): string {
  return formatter(language, {
    useGrouping: false,
    minimumFractionDigits: precision ?? 0,
    maximumFractionDigits: precision ?? 10,
  }).format(value);
}

/**
 * A number in the user's number locale (the organisation's, else their language). With a precision the decimals are fixed (an amount of 2.5
 * reads 2.50); without one up to 10 decimals show and trailing zeros go.
 */
export function formatNumber(
  value: number,
  language: string,
  options: { precision?: number | undefined; formatString?: string | undefined } = {},
): string {
  const pattern = options.formatString ? readNumberPattern(options.formatString) : null;
  if (pattern) {
    const digits = formatter(language, {
      useGrouping: pattern.grouping,
      minimumFractionDigits: pattern.minFraction,
      maximumFractionDigits: pattern.maxFraction,
    }).format(value);
    return `${pattern.prefix}${digits}${pattern.suffix}`;
  }
  const fixed = options.precision;
  return formatter(
    language,
    fixed === undefined
      ? { maximumFractionDigits: 10 }
      : { minimumFractionDigits: fixed, maximumFractionDigits: fixed },
  ).format(value);
}

/** What money formatting needs of a currency row (user context's currencyDict). */
export type CurrencyLike = {
  symbol?: string | null;
  code?: string | null;
  precision?: number | null;
  mode?: number | null;
  formatstring?: string | null;
};

/**
 * An amount with its currency. The property's formatString wins over the currency's; the
 * property's precision over the currency's (a unit price may carry 4 decimals in a 2-decimal
 * currency). Modes follow the currency table: 0 symbol after, 1 symbol before, 2 code after,
 * 3 code before.
 */
export function formatMoney(
  value: number,
  language: string,
  currency: CurrencyLike | undefined,
  property: { precision?: number | undefined; formatString?: string | undefined } = {},
): string {
  const precision = property.precision ?? currency?.precision ?? 2;
  const formatString = property.formatString ?? currency?.formatstring ?? undefined;
  const amount = formatNumber(value, language, { precision, formatString });
  if (!currency) return amount;
  const mode = currency.mode ?? 0;
  const sign = (mode >= 2 ? currency.code : currency.symbol) ?? currency.symbol ?? currency.code ?? '';
  if (!sign) return amount;
  return mode === 1 || mode === 3 ? `${sign}\u00a0${amount}` : `${amount}\u00a0${sign}`;
}

/** Rounds to the precision the column keeps, so what the user sees after blur is what is saved. */
export function roundTo(value: number, precision: number | undefined): number {
  if (precision === undefined) return value;
  // shifting by exponent text avoids binary drift: 1.005 * 100 is 100.49999… and would round down
  const shifted = Number(`${Math.round(Number(`${value}e${precision}`))}e-${precision}`);
  if (Number.isFinite(shifted)) return shifted;
  const factor = 10 ** precision;
  return Math.round(value * factor) / factor;
}
