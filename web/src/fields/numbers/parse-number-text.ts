import { numberMarks } from './number-format';

/** Spaces people and spreadsheets put between thousands: plain, no-break, narrow and thin, and apostrophes (Swiss). */
const groupSpaces = /[\s\u00a0\u202f\u2009'\u2019]/g;

/**
 * A number written the way people write them: a decimal comma or point, thousands grouped by
 * spaces, apostrophes, or the other mark. With both marks the last one is the decimal mark;
 * a mark that occurs more than once only groups (in threes); a single comma or point is the
 * decimal mark, so "1,5" and "1.5" are both one and a half, as the spec's decimal comma asks.
 * `localeGroup`, the group mark of the reader's number locale, settles the one ambiguous case:
 * a single such mark before exactly three digits groups ("1,450" in English, "1.450" in German
 * are 1450), anywhere else it stays the decimal mark. Import reads cells without it.
 */
export function parseNumberText(input: string, localeGroup?: string): number | null {
  // Intl writes a minus as U+2212 in some locales
  const text = input.replace(groupSpaces, '').replace(/^\u2212/, '-');
  const match = /^([+-]?)([\d.,]*)(e[+-]?\d+)?$/i.exec(text);
  if (!match || !/\d/.test(match[2] ?? '')) return null;
  const [, sign = '', body = '', exponent = ''] = match;
  const count = (mark: string) => body.split(mark).length - 1;
  let decimal: string | undefined;
  let group: string | undefined;
  if (count(',') > 0 && count('.') > 0) {
    decimal = body.lastIndexOf(',') > body.lastIndexOf('.') ? ',' : '.';
    group = decimal === ',' ? '.' : ',';
  } else if (count(',') > 1 || count('.') > 1) {
    group = count(',') > 1 ? ',' : '.';
  } else if (count(',') === 1 || count('.') === 1) {
    const mark = count(',') === 1 ? ',' : '.';
    if (mark === localeGroup && /^[1-9]\d{0,2}[.,]\d{3}$/.test(body)) group = mark;
    else decimal = mark;
  }
  const point = decimal ? body.lastIndexOf(decimal) : body.length;
  let whole = body.slice(0, point);
  const fraction = decimal ? body.slice(point + 1) : '';
  if (group) {
    const grouped = new RegExp(`^\\d{1,3}(?:\\${group}\\d{3})+$`);
    if (!grouped.test(whole)) return null;
    whole = whole.replaceAll(group, '');
  }
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction)) return null;
  const value = Number(`${sign}${whole || '0'}.${fraction || '0'}${exponent}`);
  return Number.isFinite(value) ? value : null;
}

/**
 * What a user typed into a number field, read in their number locale: "1450.5", "1 450,50" and
 * "1.450,50" are all 1450.5 in Slovak or German. Null when it is no number.
 */
export function parseLocaleNumber(input: string, locale: string): number | null {
  return parseNumberText(input, numberMarks(locale).group);
}
