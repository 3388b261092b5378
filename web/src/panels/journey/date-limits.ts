/**
 * The trip date pickers' range (spec 002 section 5): from the start of the report month to the
 * 7th of the following month (end of that day). Values in the datetime-local input format.
 */
export function datePickerRange(reportDate: unknown, fallback: Date): { min: string; max: string } {
  const parsed = typeof reportDate === 'string' && reportDate ? new Date(reportDate) : fallback;
  const month = Number.isNaN(parsed.getTime()) ? fallback : parsed;
  // report_date is date-only ('2026-10-01'): read its calendar month, not the local time of UTC midnight
  const [year, index] =
    typeof reportDate === 'string' && /^\d{4}-\d{2}/.test(reportDate)
      ? [Number(reportDate.slice(0, 4)), Number(reportDate.slice(5, 7)) - 1]
      : [month.getFullYear(), month.getMonth()];
  const next = new Date(year, index + 1, 7);
  return {
    min: `${year}-${pad(index + 1)}-01T00:00`,
    max: `${next.getFullYear()}-${pad(next.getMonth() + 1)}-07T23:59`,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as the datetime-local input shows it (local time). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value back to ISO; null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}
