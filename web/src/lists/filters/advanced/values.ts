import { endsInLoneEscape, escapeLike } from '@strata/api/contract/query-rules';

/**
 * Text <-> wire values of the Advanced Find editor. The editor keeps text (what the inputs
 * hold); these turn it into what the API compares with, and stored values back into text.
 */

// plain decimals with a dot or a comma (people type both), an optional exponent; no hex, no
// blanks inside, no Infinity: Number() alone would take all of those
const numberPattern = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/;

export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!numberPattern.test(trimmed)) return undefined;
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) ? number : undefined;
}

const int32 = { min: -2_147_483_648, max: 2_147_483_647 };

/** Integer properties are 32-bit in the database (api/src/contract/scalar-values.ts). */
export function parseInteger(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[+-]?\d+$/.test(trimmed)) return undefined;
  const number = Number(trimmed);
  return number >= int32.min && number <= int32.max ? number : undefined;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A real calendar day as YYYY-MM-DD (what <input type="date"> gives). */
export function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * <input type="datetime-local">'s YYYY-MM-DDTHH:mm(:ss) in the browser's time zone, as the
 * ISO instant the API compares DateTime columns with.
 */
export function localToIso(text: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match || !isDay(text.slice(0, 10))) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  if (hour === undefined || minute === undefined || second === undefined) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return new Date(year ?? 0, (month ?? 1) - 1, day, hour, minute, second).toISOString();
}

/** An ISO instant as the datetime-local input's text, in the browser's time zone. */
export function isoToLocal(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const base = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return date.getSeconds() ? `${base}:${pad(date.getSeconds())}` : base;
}

const unescapeLike = (text: string) => text.replace(/\\(.)/g, '$1');

/** Whether a pattern part has a wildcard of its own (one not escaped). */
function hasWildcard(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '\\') index += 1;
    else if (character === '%' || character === '_') return true;
  }
  return false;
}

export type LikeShape = { operator: 'contains' | 'begins' | 'ends' | 'like'; text: string };

/**
 * Reads a like pattern back as the editor's operator: %x% is contains, x% begins with, %x
 * ends with; any other pattern stays a pattern, as typed.
 */
export function likeShape(pattern: string): LikeShape {
  const starts = pattern.startsWith('%');
  const ends = pattern.endsWith('%') && !endsInLoneEscape(pattern.slice(0, -1)) && pattern.length > 1;
  const inner = pattern.slice(starts ? 1 : 0, ends ? -1 : undefined);
  if (inner && !hasWildcard(inner) && !endsInLoneEscape(inner)) {
    if (starts && ends) return { operator: 'contains', text: unescapeLike(inner) };
    if (ends) return { operator: 'begins', text: unescapeLike(inner) };
    if (starts) return { operator: 'ends', text: unescapeLike(inner) };
  }
  return { operator: 'like', text: pattern };
}

/** The like pattern of the editor's text operators. */
export function likeValue(operator: 'contains' | 'begins' | 'ends' | 'like', text: string): string {
  switch (operator) {
    case 'contains':
      return `%${escapeLike(text)}%`;
    case 'begins':
      return `${escapeLike(text)}%`;
    case 'ends':
      return `%${escapeLike(text)}`;
    case 'like':
      return text;
  }
}
