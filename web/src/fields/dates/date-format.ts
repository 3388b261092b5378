/**
 * Date values on the wire: DateTime is an ISO instant; DateOnly is 'YYYY-MM-DD' (a birthday has
 * no time zone, so it must never shift by one day when the viewer travels). These helpers turn
 * them into the strings date inputs speak and into display text, pure so list cells share them.
 */

const pad = (number: number) => String(number).padStart(2, '0');

import { dateOnlyText } from '@strata/api/contract/wire-values';

export { dateOnlyText };

function validDate(value: unknown): Date | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant as a datetime-local input value, in the browser's zone or in UTC. */
export function toDateTimeInput(value: unknown, utc: boolean): string {
  const date = validDate(value);
  if (!date) return '';
  return utc
    ? `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`
    : `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input value back to an ISO instant; null for empty or broken text. */
export function fromDateTimeInput(text: string, utc: boolean): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = utc
    ? new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds))
    : new Date(year, month - 1, day, hours, minutes, seconds);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Whole years between a date and now, as a birthday counts them; null without a date. */
export function ageInYears(value: unknown, now: Date = new Date()): number | null {
  const text = dateOnlyText(value);
  if (!text) return null;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  let age = now.getFullYear() - year;
  if (now.getMonth() + 1 < month || (now.getMonth() + 1 === month && now.getDate() < day)) age--;
  return age;
}

/** Whole months from a birth date to `now` (a month counts once its day has come). */
export function ageInMonths(value: unknown, now: Date = new Date()): number | null {
  const text = dateOnlyText(value);
  if (!text) return null;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  let months = (now.getFullYear() - year) * 12 + (now.getMonth() + 1 - month);
  if (now.getDate() < day) months--;
  return months;
}

/**
 * An age as people say it (spec 001 section 9): in months under 2 years (a baby is "14 months"),
 * otherwise in years. Answers the i18n key and count.
 */
export function ageText(
  value: unknown,
  now: Date = new Date(),
): { key: 'ageMonths' | 'ageYears'; count: number } | null {
  const months = ageInMonths(value, now);
  if (months === null) return null;
  return months < 24
    ? { key: 'ageMonths', count: Math.max(0, months) }
    : { key: 'ageYears', count: ageInYears(value, now) ?? 0 };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter for a language, style and zone; keyed by plain text (a list or an export asks per cell). */
function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${options.dateStyle}|${options.timeStyle}|${options.timeZone}`;
  let cached = formatters.get(key);
  if (!cached) {
    try {
      cached = new Intl.DateTimeFormat(language, options);
    } catch {
      cached = new Intl.DateTimeFormat('en', options);
    }
    formatters.set(key, cached);
  }
  return cached;
}

type DateKind = { dateOnly: boolean; utc: boolean };

/**
 * The formatter of a date property's display text and the suffix after it: DateOnly at UTC
 * noon, UTC instants in UTC with the zone named, other instants in `timeZone` (the viewer's
 * when not given). The server's CSV export writes dates in the pattern of this formatter
 * (export/date-plan.ts), so both go through here.
 */
export function dateValueFormat(
  kind: DateKind,
  language: string,
  timeZone?: string,
): { format: Intl.DateTimeFormat; suffix: string } {
  if (kind.dateOnly)
    return { format: formatter(language, { dateStyle: 'medium', timeZone: 'UTC' }), suffix: '' };
  const zone = kind.utc ? 'UTC' : timeZone;
  return {
    format: formatter(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(zone ? { timeZone: zone } : {}),
    }),
    suffix: kind.utc ? ' UTC' : '',
  };
}

/**
 * Display text of a date property. DateOnly is formatted at UTC noon so no zone moves it; UTC
 * instants are shown in UTC with the zone named; other instants in the viewer's zone (the
 * timeZone option exists for tests and for a user-chosen zone).
 */
export function formatDateValue(value: unknown, kind: DateKind, language: string, timeZone?: string): string {
  if (kind.dateOnly) {
    const text = dateOnlyText(value);
    if (!text) return '';
    return dateValueFormat(kind, language).format.format(new Date(`${text}T12:00:00Z`));
  }
  const date = validDate(value);
  if (!date) return '';
  const { format, suffix } = dateValueFormat(kind, language, timeZone);
  return `${format.format(date)}${suffix}`;
}
