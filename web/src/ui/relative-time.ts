/**
 * Relative time labels of the feed (spec 001 section 7): under a minute, minutes, hours, then
 * a date. Kept apart from the formatting so the steps can be tested without a locale.
 */
export type RelativeTime = { unit: 'now' } | { unit: 'minute' | 'hour'; value: number } | { unit: 'date' };

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

export function relativeTime(then: Date, now: Date): RelativeTime {
  const elapsed = now.getTime() - then.getTime();
  // a clock a little ahead of the browser's still reads "just now"; the future is a date
  if (elapsed < -minute) return { unit: 'date' };
  if (elapsed < minute) return { unit: 'now' };
  if (elapsed < hour) return { unit: 'minute', value: Math.floor(elapsed / minute) };
  if (elapsed < day) return { unit: 'hour', value: Math.floor(elapsed / hour) };
  return { unit: 'date' };
}

/** The label in the user's language through Intl; `justNow` is the translated "under a minute". */
export function formatRelativeTime(then: Date, now: Date, language: string, justNow: string): string {
  const relative = relativeTime(then, now);
  switch (relative.unit) {
    case 'now':
      return justNow;
    case 'minute':
    case 'hour':
      return new Intl.RelativeTimeFormat(language, { numeric: 'always', style: 'short' }).format(
        -relative.value,
        relative.unit,
      );
    case 'date':
      return formatDateTime(then, language);
  }
}

export function formatDateTime(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
