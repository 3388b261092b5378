import { parseMultiText } from '@strata/api/contract/multi-text';

export { parseMultiText };

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
