import { z } from 'zod';
import { dateTimeValue } from './scalar-values.js';

/**
 * An ISO 8601 date and time with its offset (Z or ±hh:mm), as query parameters take it. zod's
 * datetime() checks the shape only: `+99:99` or 31 February pass it and PostgreSQL's cast then
 * fails (a 500 before issue 35). dateTimeValue adds the calendar, the clock and the offset
 * (at most ±14:59). The text is kept as sent: keyset paging compares it to microseconds.
 */
export function isoDateTime() {
  return z
    .string()
    .max(64)
    .datetime({ offset: true })
    .superRefine((text, ctx) => {
      const checked = dateTimeValue(text);
      if (!checked.ok) ctx.addIssue({ code: z.ZodIssueCode.custom, message: checked.reason });
    });
}
