/**
 * A String MultiSelect stores the chosen option values separated by semicolons, in the order of
 * the options, so the same choice always gives the same text (and equal values compare equal).
 * Shared by the browser's fields and the server's CSV export.
 */
export function parseMultiText(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
}
