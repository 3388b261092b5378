import { addDays, type CalendarView, type DayRange } from '../../../calendar/calendar-range';

/** "June 2024", "Wednesday, 12 June 2024" or "10 – 16 Jun 2024", in the user's language. */
export function rangeTitle(view: CalendarView, range: DayRange, date: Date, locale: string): string {
  if (view === 'month')
    return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(date);
  if (range.days === 1) return new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(range.start);
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  return format.formatRange(range.start, addDays(range.start, range.days - 1));
}
