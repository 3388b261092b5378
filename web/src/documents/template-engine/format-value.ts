/** How values print: the reader's locale and the document's currency. */
export type FormatOptions = {
  /** a BCP 47 tag: en, sk, cs, de */
  locale: string;
  /** ISO 4217 code for `money` without its own; EUR by default (spec 001 section 9) */
  currency?: string;
  /** the words booleans print as */
  yes?: string;
  no?: string;
};

const datePattern = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function asDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string' || !datePattern.test(value)) return undefined;
  // a date without a time is a calendar day: read it as local midnight, not UTC's
  const date = value.length === 10 ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  return undefined;
}

function decimals(argument: string | undefined, fallback: number): number {
  const parsed = argument === undefined ? Number.NaN : Number.parseInt(argument, 10);
  return Number.isInteger(parsed) && parsed >= 0 && parsed <= 10 ? parsed : fallback;
}

/** A lookup prints its label; a list its items; a boolean the words for yes and no. */
export function plainText(value: unknown, options: FormatOptions): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value.toLocaleString(options.locale) : '';
  if (typeof value === 'boolean') return value ? (options.yes ?? 'Yes') : (options.no ?? 'No');
  if (Array.isArray(value)) return value.map((item) => plainText(item, options)).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const label = Object.hasOwn(record, 'label') ? record.label : undefined;
    if (typeof label === 'string') return label;
    const name = Object.hasOwn(record, 'name') ? record.name : undefined;
    return typeof name === 'string' ? name : '';
  }
  return '';
}

/**
 * Prints a value with a format: `date`, `datetime`, `time`, `number[:decimals]`,
 * `money[:currency]`, `percent[:decimals]` (10 prints as 10 %), `upper`, `lower`. A value the
 * format does not fit, or an unknown format, prints as plain text.
 */
export function formatValue(value: unknown, format: string | undefined, options: FormatOptions): string {
  if (!format) return plainText(value, options);
  const [name = '', argument] = format.split(':', 2).map((part) => part.trim());
  switch (name) {
    case 'date':
    case 'datetime':
    case 'time': {
      const date = asDate(value);
      if (!date) return plainText(value, options);
      const style =
        name === 'date'
          ? { dateStyle: 'medium' as const }
          : name === 'time'
            ? { timeStyle: 'short' as const }
            : { dateStyle: 'medium' as const, timeStyle: 'short' as const };
      return new Intl.DateTimeFormat(options.locale, style).format(date);
    }
    case 'number': {
      const number = asNumber(value);
      if (number === undefined) return plainText(value, options);
      const digits = decimals(argument, 2);
      return number.toLocaleString(options.locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    }
    case 'money': {
      const number = asNumber(value);
      if (number === undefined) return plainText(value, options);
      const currency = argument && /^[A-Z]{3}$/.test(argument) ? argument : (options.currency ?? 'EUR');
      return number.toLocaleString(options.locale, { style: 'currency', currency });
    }
    case 'percent': {
      const number = asNumber(value);
      if (number === undefined) return plainText(value, options);
      const digits = decimals(argument, 0);
      return (number / 100).toLocaleString(options.locale, {
        style: 'percent',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    }
    case 'upper':
      return plainText(value, options).toLocaleUpperCase(options.locale);
    case 'lower':
      return plainText(value, options).toLocaleLowerCase(options.locale);
    default:
      return plainText(value, options);
  }
}
