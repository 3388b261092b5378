import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CalendarEvent, eventsByDay } from './calendar-layout';
import { addDays, type DayRange, rangeDays } from './calendar-range';

/** Events listed per cell before the rest collapse into "+n more". */
const maxPerCell = 4;
/** A new event from the month grid starts at 9:00 (spec 001 section 9: 32400 s). */
const newEventHour = 9;

type Props = {
  range: DayRange;
  month: number;
  events: CalendarEvent[];
  onOpen: (event: CalendarEvent) => void;
  onNew: ((start: Date) => void) | null;
  onShowDay: (day: Date) => void;
};

/** The month view: whole Monday-first weeks, each cell listing its day's events. */
export function MonthGrid({ range, month, events, onOpen, onNew, onShowDay }: Props) {
  const { t, i18n } = useTranslation('lists');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const days = useMemo(() => rangeDays(range), [range]);
  const byDay = useMemo(() => eventsByDay(events, range), [events, range]);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  const today = new Date().toDateString();

  return (
    <div className="cal-month">
      <div className="cal-month-head">
        {Array.from({ length: 7 }, (_, index) => {
          const day = addDays(range.start, index);
          return <div key={day.getDay()}>{weekday.format(day)}</div>;
        })}
      </div>
      <div
        className="cal-month-body"
        style={{ gridTemplateRows: `repeat(${days.length / 7}, minmax(5.5rem, auto))` }}
      >
        {days.map((day, index) => {
          const list = byDay[index] ?? [];
          const classes = ['cal-month-cell'];
          if (day.getMonth() !== month) classes.push('is-other');
          if (day.toDateString() === today) classes.push('is-today');
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: double-click on an empty cell is a pointer shortcut; the keyboard path is the list's New command
            <div
              key={day.toISOString()}
              className={classes.join(' ')}
              data-day={day.toDateString()}
              onDoubleClick={(mouse) => {
                if (onNew && mouse.target === mouse.currentTarget)
                  onNew(new Date(day.getFullYear(), day.getMonth(), day.getDate(), newEventHour));
              }}
            >
              <button type="button" className="cal-month-day" onClick={() => onShowDay(day)}>
                {day.getDate()}
              </button>
              {list.slice(0, maxPerCell).map((event) => (
                <button
                  key={event.id}
                  type="button"
                  className="cal-month-event"
                  data-event-id={event.id}
                  style={event.color ? { borderLeftColor: event.color } : undefined}
                  onClick={() => onOpen(event)}
                  onDoubleClick={(mouse) => mouse.stopPropagation()}
                >
                  <span className="cal-event-time">{time.format(event.start)}</span> {event.name}
                </button>
              ))}
              {list.length > maxPerCell && (
                <button type="button" className="cal-month-more" onClick={() => onShowDay(day)}>
                  {t('calendar.more', { count: list.length - maxPerCell })}
                </button>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
