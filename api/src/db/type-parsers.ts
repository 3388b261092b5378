import type { DriverTypeParser } from 'slonik';

/**
 * How column values arrive in JavaScript. Timestamps become ISO strings (what the JSON API
 * sends anyway), dates stay 'YYYY-MM-DD' so no time zone can shift them, int8 and numeric
 * become numbers (version numbers and money fit in a double's 15 significant digits).
 */
export const typeParsers: readonly DriverTypeParser[] = [
  { name: 'int8', parse: (value) => Number.parseInt(value, 10) },
  { name: 'numeric', parse: (value) => Number.parseFloat(value) },
  { name: 'timestamptz', parse: (value) => new Date(value).toISOString() },
  { name: 'timestamp', parse: (value) => new Date(`${value}Z`).toISOString() },
  { name: 'date', parse: (value) => value },
  { name: 'interval', parse: (value) => value },
];
