/**
 * Reading the text of one cell as a number, date, yes/no or id: the forgiving half of Import
 * (spec 001 section 5). Each answers null when the text is not such a value; the caller says
 * which field and row, so the messages live there. Numbers are read by the fields' own
 * parseNumberText (fields/numbers), the same reader the number editors use.
 */

const trueWords = new Set(['true', '1', 'yes', 'y', 'áno', 'ano', 'ja', 'wahr']);
const falseWords = new Set(['false', '0', 'no', 'n', 'nie', 'ne', 'nein', 'falsch']);

/**
 * true/false/1/0/yes/no and the same words in the app's languages (sk áno/nie, cs ano/ne, de
 * ja/nein), case-insensitive; `extra` adds words (the labels of a two-option Boolean).
 */
export function parseBooleanText(
  input: string,
  extra: { true: readonly string[]; false: readonly string[] } = { true: [], false: [] },
): boolean | null {
  const word = input.trim().toLowerCase();
  if (trueWords.has(word) || extra.true.some((item) => item.toLowerCase() === word)) return true;
  if (falseWords.has(word) || extra.false.some((item) => item.toLowerCase() === word)) return false;
  return null;
}

const dottedDate = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})(?:[\sT,]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const isoDate =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;

type DateParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** minutes east of UTC, when the text names a zone */
  offset?: number;
};

function isCalendarDate({ year, month, day }: DateParts): boolean {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function dateParts(input: string): DateParts | null {
  const text = input.trim();
  const dotted = dottedDate.exec(text);
  const iso = dotted ? null : isoDate.exec(text);
  if (!dotted && !iso) return null;
  // dd.mm.yyyy names the day first, ISO the year; the time and zone follow in both
  const [, day, month, year, hour, minute, second, fraction, zone] = dotted
    ? dotted
    : [iso?.[0], iso?.[3], iso?.[2], iso?.[1], iso?.[4], iso?.[5], iso?.[6], iso?.[7], iso?.[8]];
  const number = (value: string | undefined) => Number(value ?? 0);
  const parts: DateParts = {
    year: number(year),
    month: number(month),
    day: number(day),
    hour: number(hour),
    minute: number(minute),
    second: number(second),
    millisecond: Math.round(Number(`0.${fraction ?? '0'}`) * 1000) % 1000,
  };
  if (zone) {
    const digits = zone.toUpperCase() === 'Z' ? '+0000' : zone.replace(':', '');
    const sign = digits.startsWith('-') ? -1 : 1;
    const hours = Number(digits.slice(1, 3));
    const minutes = Number(digits.slice(3));
    if (hours > 14 || minutes > 59) return null;
    parts.offset = sign * (hours * 60 + minutes);
  }
  if (!isCalendarDate(parts) || parts.hour > 23 || parts.minute > 59 || parts.second > 59) return null;
  return parts;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * A date as the wire wants it (spec 001 section 5: dd.mm.yyyy or ISO). A date-only field gets
 * YYYY-MM-DD (a birthday has no zone). A date and time with no zone is the user's local time,
 * as in the form's date editor, or UTC for a UTC field; the answer is an ISO instant.
 */
export function parseDateText(input: string, options: { dateOnly: boolean; utc: boolean }): string | null {
  const parts = dateParts(input);
  if (!parts) return null;
  if (options.dateOnly) return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
  const { year, month, day, hour, minute, second, millisecond } = parts;
  let time: number;
  if (parts.offset !== undefined || options.utc) {
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    date.setUTCHours(hour, minute, second, millisecond);
    time = date.getTime() - (parts.offset ?? 0) * 60_000;
  } else {
    const date = new Date(2000, 0, 1);
    date.setFullYear(year, month - 1, day);
    date.setHours(hour, minute, second, millisecond);
    time = date.getTime();
  }
  const iso = new Date(time).toISOString();
  // the server keeps four-digit years; a zone can push year 1 or 9999 over the edge
  return /^\d{4}-/.test(iso) && !iso.startsWith('0000') ? iso : null;
}
