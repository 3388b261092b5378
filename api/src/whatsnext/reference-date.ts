import { type WhatsNextSchedule, whatsNextShiftDays } from '../contract/whatsnext.js';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The reference date of What's Next as an instant: the last millisecond of the user's day
 * today, +2 days for tomorrow, +8 for next week (spec 001 section 4). The end of the day, not
 * now, so a reminder at 3 pm is due this morning already and "untouched for 3 days" counts
 * whole days. `utcOffsetMinutes` is the user's offset from UTC (the browser's, east positive).
 */
export function referenceDate(now: Date, scheduled: WhatsNextSchedule, utcOffsetMinutes = 0): Date {
  const offset = utcOffsetMinutes * 60 * 1000;
  const localDayStart = Math.floor((now.getTime() + offset) / dayMs) * dayMs;
  const localEnd = localDayStart + (whatsNextShiftDays[scheduled] + 1) * dayMs - 1;
  return new Date(localEnd - offset);
}
