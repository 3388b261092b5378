import { formatDuration } from '@strata/api/contract/duration-format';

export { formatDuration };

/**
 * Duration fields store whole seconds (spec 000 section 5): the editor accepts colon-separated
 * parts read base 60 from the right ("1:30" is 90 s, "2:00:00" two hours); a part that is not a
 * number counts 0, so a typo shortens the value instead of rejecting the whole entry.
 */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const negative = trimmed.startsWith('-');
  const parts = (negative ? trimmed.slice(1) : trimmed).split(':');
  const seconds = parts.reduce((total, part) => {
    const number = Number(part.trim());
    return total * 60 + (part.trim() !== '' && Number.isFinite(number) ? number : 0);
  }, 0);
  const rounded = Math.round(seconds);
  return negative ? -rounded : rounded;
}
