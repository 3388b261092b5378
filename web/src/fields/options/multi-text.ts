/**
 * A String MultiSelect stores the chosen option values separated by semicolons, in the order of
 * the options, so the same choice always gives the same text (and equal values compare equal).
 */
export function parseMultiText(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function toggleMultiText(
  value: unknown,
  option: string,
  on: boolean,
  order: readonly string[],
): string | null {
  const chosen = new Set(parseMultiText(value));
  if (on) chosen.add(option);
  else chosen.delete(option);
  const ordered = [
    ...order.filter((item) => chosen.has(item)),
    ...[...chosen].filter((item) => !order.includes(item)),
  ];
  return ordered.length ? ordered.join(';') : null;
}
