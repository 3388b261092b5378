/**
 * Reading values as they come from the data API (JSON rows) or its database: shared by the
 * browser's fields and exports and by the server's CSV export (api/src/export/), so both read
 * a row's numbers and dates alike.
 */

/** A number from the wire: numbers as they are, numeric strings parsed, anything else null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

/** 'YYYY-MM-DD' of a DateOnly value, also when the server sent a full ISO string. */
export function dateOnlyText(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return match?.[1] ?? '';
}
