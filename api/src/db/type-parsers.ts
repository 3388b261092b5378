import type { DriverTypeParser } from 'slonik';

/**
 * How column values arrive in JavaScript. Timestamps become ISO strings (what the JSON API
 * sends anyway), dates stay 'YYYY-MM-DD' so no time zone can shift them, int8 and numeric
 * become numbers (version numbers and money fit in a double's 15 significant digits).
 */
const utcTimestamp = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamptz as ISO 8601 with milliseconds, like Date#toISOString. Connections run in UTC
 * (pool.ts), so the text is rearranged rather than parsed: this runs for every timestamp of
 * every row. Anything unusual (another offset, BC, a year past 9999) takes the slow path.
 */
export function timestamptzToIso(value: string): string {
  const match = utcTimestamp.exec(value);
  if (!match) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date.toISOString();
  }
  return `${match[1]}T${match[2]}.${(match[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
}

export const typeParsers: readonly DriverTypeParser[] = [
  { name: 'int8', parse: (value) => Number.parseInt(value, 10) },
  { name: 'numeric', parse: (value) => Number.parseFloat(value) },
  { name: 'timestamptz', parse: timestamptzToIso },
  { name: 'timestamp', parse: (value) => new Date(`${value}Z`).toISOString() },
  { name: 'date', parse: (value) => value },
  { name: 'interval', parse: (value) => value },
];
