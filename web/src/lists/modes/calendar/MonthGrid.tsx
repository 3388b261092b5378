import { useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CalendarEvent, eventsByDay } from '../../../calendar/calendar-layout';
import { addDays, type DayRange, rangeDays } from '../../../calendar/calendar-range';
import { keyMoveDays, moveByDays } from './month-move';
import { isNewEvent } from './new-event';
import { useMonthDrag } from './use-month-drag';

/** Events listed per cell before the rest collapse into "+n more". */
const maxPerCell = 4;
/** A new event from the month grid starts at 9:00 (spec 001 section 9: 32400 s). */
const newEventHour = 9;
/** The keys that move a focused event, for assistive technology (see keyMoveDays). */
const moveShortcuts = 'Shift+ArrowLeft Shift+ArrowRight Shift+ArrowUp Shift+ArrowDown';

type Props = {
  range: DayRange;
  month: number;
  events: CalendarEvent[];
  canMove: (event: CalendarEvent) => boolean;
  onMove: (event: CalendarEvent, next: { start: Date; end: Date }) => void | Promise<void>;
  onOpen: (event: CalendarEvent) => void;
  onNew: ((start: Date) => void) | null;
  /** saves the temporary new event (a double-click on it, or Enter); null when a click opens its form */
  onSaveNew: (() => void) | null;
  onShowDay: (day: Date) => void;
};

/**
 * The month view: whole Monday-first weeks, each cell listing its day's events. An event the
 * user may move is dragged to another day, or moved with Shift and the arrow keys while it
 * has the focus; either way it keeps its time of day and duration.
 */
export function MonthGrid({
  range,
  month,
  events,
  canMove,
  onMove,
  onOpen,
  onNew,
  onSaveNew,
  onShowDay,
}: Props) {
  const { t, i18n } = useTranslation('lists');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const days = useMemo(() => rangeDays(range), [range]);
  const byDay = useMemo(() => eventsByDay(events, range), [events, range]);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  const today = new Date().toDateString();
  const hintId = useId();
  const drag = useMonthDrag({ canDrag: canMove, onDrop: onMove });
  const dragged = drag.target ? events.find((event) => event.id === drag.target?.id) : undefined;

  // a keyboard move draws the event in another cell, a new button: the focus follows it there
  // (and back, when the move is refused). It keeps following through every later render of the
  // move (the saved version, the reload, a live change: each may put the button elsewhere or
  // reorder its cell, which drops the focus) until the user focuses something else or clicks.
  const bodyRef = useRef<HTMLDivElement>(null);
  const followFocus = useRef<string | null>(null);
  useEffect(() => {
    const stop = () => {
      followFocus.current = null;
    };
    document.addEventListener('pointerdown', stop, true);
    return () => document.removeEventListener('pointerdown', stop, true);
  }, []);
  useLayoutEffect(() => {
    const id = followFocus.current;
    if (!id) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.dataset.eventId === id) return;
    if (active && active !== document.body) {
      followFocus.current = null;
      return;
    }
    bodyRef.current?.querySelector<HTMLElement>(`[data-event-id="${CSS.escape(id)}"]`)?.focus();
  });

  return (
    <div className="cal-month">
      <div className="cal-month-head">
        {Array.from({ length: 7 }, (_, index) => {
          const day = addDays(range.start, index);
          return <div key={day.getDay()}>{weekday.format(day)}</div>;
        })}
      </div>
      <p id={hintId} hidden>
        {t('calendar.moveHint')}
      </p>
      <div
        className="cal-month-body"
        ref={bodyRef}
        style={{ gridTemplateRows: `repeat(${days.length / 7}, minmax(5.5rem, auto))` }}
        onPointerMove={drag.onPointerMove}
        onPointerUp={drag.onPointerUp}
        onPointerCancel={drag.onPointerCancel}
      >
        {days.map((day, index) => {
          const list = byDay[index] ?? [];
          const classes = ['cal-month-cell'];
          if (day.getMonth() !== month) classes.push('is-other');
          if (day.toDateString() === today) classes.push('is-today');
          const dropHere = dragged && drag.target?.day === index && drag.target.grabbedDay !== index;
          if (dropHere) classes.push('is-drop-target');
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: double-click on an empty cell is a pointer shortcut; the keyboard path is the list's New command
            <div
              key={day.toISOString()}
              className={classes.join(' ')}
              data-day={day.toDateString()}
              data-day-index={index}
              onDoubleClick={(mouse) => {
                if (onNew && mouse.target === mouse.currentTarget)
                  onNew(new Date(day.getFullYear(), day.getMonth(), day.getDate(), newEventHour));
              }}
            >
              <button type="button" className="cal-month-day" onClick={() => onShowDay(day)}>
                {day.getDate()}
              </button>
              {list.slice(0, maxPerCell).map((event) => {
                const movable = canMove(event);
                const classNames = ['cal-month-event'];
                if (movable) classNames.push('is-movable');
                if (isNewEvent(event)) classNames.push('is-new');
                if (dragged?.id === event.id) classNames.push('is-dragging');
                return (
                  <button
                    key={event.id}
                    type="button"
                    className={classNames.join(' ')}
                    data-event-id={event.id}
                    title={
                      isNewEvent(event)
                        ? t(onSaveNew ? 'calendar.newEventSaveHint' : 'calendar.newEventHint')
                        : undefined
                    }
                    aria-keyshortcuts={movable ? moveShortcuts : undefined}
                    aria-describedby={movable ? hintId : undefined}
                    style={event.color ? { borderLeftColor: event.color } : undefined}
                    onPointerDown={(pointer) => drag.onPointerDown(event, index, pointer)}
                    onClick={(click) => {
                      if (drag.consumeClick()) return;
                      // Enter or Space on the temporary event (a click without a pointer) saves it
                      if (onSaveNew && isNewEvent(event) && click.detail === 0) onSaveNew();
                      else onOpen(event);
                    }}
                    onDoubleClick={(mouse) => {
                      mouse.stopPropagation();
                      if (onSaveNew && isNewEvent(event)) onSaveNew();
                    }}
                    onKeyDown={(key) => {
                      const days = movable ? keyMoveDays(key) : null;
                      if (days === null) return;
                      key.preventDefault();
                      followFocus.current = event.id;
                      void onMove(event, moveByDays(event, days));
                    }}
                  >
                    <span className="cal-event-time">{time.format(event.start)}</span> {event.name}
                  </button>
                );
              })}
              {dropHere && (
                // where the dragged event would land; the event itself stays put until the drop
                <div className="cal-month-event is-preview" aria-hidden="true">
                  <span className="cal-event-time">{time.format(dragged.start)}</span> {dragged.name}
                </div>
              )}
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
