import { z } from 'zod';

/**
 * A date's display text as the pieces the browser's Intl.DateTimeFormat writes (spec 001: dates
 * in the user's language): the browser works the pattern out from its own formatter and checks
 * it against that formatter (web/src/export/date-plan.ts); the server fills it in from the
 * local time PostgreSQL computes, so a CSV written by the server reads like the browser's.
 */
const text = z.string().max(40);
export const datePartSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('literal'), value: text }).strict(),
  z.object({ type: z.literal('year'), twoDigit: z.boolean() }).strict(),
  z
    .object({ type: z.literal('month'), pad: z.boolean(), names: z.array(text).length(12).nullable() })
    .strict(),
  z.object({ type: z.literal('day'), pad: z.boolean() }).strict(),
  z
    .object({ type: z.literal('hour'), pad: z.boolean(), cycle: z.enum(['h11', 'h12', 'h23', 'h24']) })
    .strict(),
  z.object({ type: z.literal('minute'), pad: z.boolean() }).strict(),
  z.object({ type: z.literal('dayPeriod'), names: z.tuple([text, text]) }).strict(),
]);
export const datePatternSchema = z.array(datePartSchema).min(1).max(30);

export type DatePart = z.infer<typeof datePartSchema>;

/** A wall-clock time: month 1-12, hour 0-23. */
export type LocalTime = { year: number; month: number; day: number; hour: number; minute: number };

const two = (value: number, pad: boolean) => (pad && value < 10 ? `0${value}` : String(value));

function hourText(hour: number, cycle: 'h11' | 'h12' | 'h23' | 'h24'): number {
  if (cycle === 'h23') return hour;
  if (cycle === 'h24') return hour === 0 ? 24 : hour;
  const twelve = hour % 12;
  return cycle === 'h11' ? twelve : twelve === 0 ? 12 : twelve;
}

function partText(part: DatePart, time: LocalTime): string {
  switch (part.type) {
    case 'literal':
      return part.value;
    case 'year':
      return part.twoDigit ? two(time.year % 100, true) : String(time.year);
    case 'month':
      return part.names ? (part.names[time.month - 1] ?? '') : two(time.month, part.pad);
    case 'day':
      return two(time.day, part.pad);
    case 'hour':
      return two(hourText(time.hour, part.cycle), part.pad);
    case 'minute':
      return two(time.minute, part.pad);
    case 'dayPeriod':
      return part.names[time.hour < 12 ? 0 : 1];
  }
}

/** The text of a wall-clock time in a pattern. */
export function applyDatePattern(parts: readonly DatePart[], time: LocalTime): string {
  let result = '';
  for (const part of parts) result += partText(part, time);
  return result;
}
