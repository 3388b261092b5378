import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CalendarEvent, placeInDays, rowsPerDay, timeOfRow } from '../../../calendar/calendar-layout';
import { defaultScrollRow, loadScroll, saveScroll } from './calendar-storage';
import { isNewEvent } from './new-event';
import { useEventDrag } from './use-event-drag';

/** Height of a quarter-hour row in pixels; calendar.css draws the lines at this pitch. */
export const rowHeight = 12;
const scrollDebounceMs = 500;
const hours = Array.from({ length: 24 }, (_, hour) => hour);

type Column = { key: string; label: string; day: Date; group?: string };

type Props = {
  entity: string;
  days: Date[];
  /** grouped day view: one column per visible group of the single day */
  groups: { id: string; label: string }[] | null;
  events: CalendarEvent[];
  canMove: (event: CalendarEvent) => boolean;
  onMove: (event: CalendarEvent, next: { start: Date; end: Date }) => void;
  onOpen: (event: CalendarEvent) => void;
  /** places the temporary new event (in the group clicked, in grouped day view) */
  onNew: ((start: Date, group?: string) => void) | null;
  /** saves the temporary new event (a double-click on it); null when a click opens its form */
  onSaveNew: (() => void) | null;
};

/**
 * The day-based views: a column per day (or per group), 96 quarter-hour rows, events placed
 * side by side where they overlap, dragged to move and by their bottom edge to resize.
 */
export function TimeGrid({ entity, days, groups, events, canMove, onMove, onOpen, onNew, onSaveNew }: Props) {
  const { t, i18n } = useTranslation('lists');
  const newHint = t(onSaveNew ? 'calendar.newEventSaveHint' : 'calendar.newEventHint');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const columnsRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const drag = useEventDrag({
    rowHeight,
    dayWidth: () => (groups ? 0 : (columnsRef.current?.clientWidth ?? 0) / Math.max(1, days.length)),
    canDrag: canMove,
    onDrop: onMove,
    onClick: onOpen,
  });

  const shown = useMemo(() => {
    const preview = drag.preview;
    return preview ? events.map((e) => (e.id === preview.id ? { ...e, ...preview } : e)) : events;
  }, [events, drag.preview]);

  const columns = useMemo(() => {
    const dayLabel = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'numeric' });
    const first = days[0] ?? new Date();
    if (groups) {
      return groups.map((group) => ({
        column: { key: group.id, label: group.label, day: first, group: group.id } as Column,
        pieces: placeInDays(
          shown.filter((e) => (e.group ?? '') === group.id),
          { start: first, days: 1 },
        ),
      }));
    }
    const pieces = placeInDays(shown, { start: first, days: days.length });
    return days.map((day, index) => ({
      column: { key: day.toISOString(), label: dayLabel.format(day), day } as Column,
      pieces: pieces.filter((piece) => piece.day === index),
    }));
  }, [days, groups, shown, locale]);

  // the scroll position is remembered per entity; first visit opens at 8:00
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (box) box.scrollTop = loadScroll(entity) ?? defaultScrollRow * rowHeight;
  }, [entity]);
  const scrollTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onScroll = () => {
    clearTimeout(scrollTimer.current);
    const top = scrollRef.current?.scrollTop ?? 0;
    scrollTimer.current = setTimeout(() => saveScroll(entity, top), scrollDebounceMs);
  };

  // the gutter names whole hours only ("9 AM", "09"), short enough for its narrow column
  const hourLabel = new Intl.DateTimeFormat(locale, { hour: 'numeric' });
  const timeLabel = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  const today = new Date().toDateString();
  const template = { gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))` };

  return (
    <div className="cal-time">
      <div className="cal-time-head">
        <div className="cal-gutter" />
        <div className="cal-time-columns" style={template}>
          {columns.map(({ column }) => (
            <div
              key={column.key}
              className={`cal-col-head${!groups && column.day.toDateString() === today ? ' is-today' : ''}`}
            >
              {column.label}
            </div>
          ))}
        </div>
      </div>
      <div className="cal-time-scroll" ref={scrollRef} onScroll={onScroll}>
        <div className="cal-time-body" style={{ height: rowsPerDay * rowHeight }}>
          <div className="cal-gutter">
            {hours.map((hour) => (
              <div key={hour} className="cal-hour" style={{ height: 4 * rowHeight }}>
                {hourLabel.format(timeOfRow(new Date(2000, 0, 3), hour * 4))}
              </div>
            ))}
          </div>
          <div
            className="cal-time-columns"
            style={template}
            ref={columnsRef}
            onPointerMove={drag.onPointerMove}
            onPointerUp={drag.onPointerUp}
            onPointerCancel={drag.onPointerCancel}
          >
            {columns.map(({ column, pieces }) => (
              // biome-ignore lint/a11y/noStaticElementInteractions: double-click on an empty slot is a pointer shortcut; the keyboard path is the list's New command
              <div
                key={column.key}
                className="cal-day"
                data-day={column.day.toDateString()}
                onDoubleClick={(mouse) => {
                  if (!onNew || mouse.target !== mouse.currentTarget) return;
                  const top = mouse.currentTarget.getBoundingClientRect().top;
                  onNew(timeOfRow(column.day, Math.floor((mouse.clientY - top) / rowHeight)), column.group);
                }}
              >
                {pieces.map((piece) => {
                  const movable = canMove(piece.event);
                  return (
                    // biome-ignore lint/a11y/useSemanticElements: a positioned, draggable block cannot be a <button> holding the resize handle
                    <div
                      key={`${piece.event.id}-${piece.day}`}
                      role="button"
                      tabIndex={0}
                      className={`cal-event${drag.preview?.id === piece.event.id ? ' is-dragging' : ''}${movable ? ' is-movable' : ''}${isNewEvent(piece.event) ? ' is-new' : ''}`}
                      title={isNewEvent(piece.event) ? newHint : undefined}
                      data-event-id={piece.event.id}
                      style={{
                        top: piece.fromRow * rowHeight,
                        height: (piece.toRow - piece.fromRow) * rowHeight - 1,
                        left: `${(piece.lane / piece.lanes) * 100}%`,
                        width: `${100 / piece.lanes}%`,
                        ...(piece.event.color ? { borderLeftColor: piece.event.color } : {}),
                      }}
                      onPointerDown={(pointer) => drag.onPointerDown(piece.event, 'move', pointer)}
                      onDoubleClick={(mouse) => {
                        mouse.stopPropagation();
                        if (onSaveNew && isNewEvent(piece.event)) onSaveNew();
                      }}
                      onKeyDown={(key) => {
                        if (key.key !== 'Enter') return;
                        if (onSaveNew && isNewEvent(piece.event)) onSaveNew();
                        else onOpen(piece.event);
                      }}
                    >
                      <span className="cal-event-time">{timeLabel.format(piece.event.start)}</span>{' '}
                      <span className="cal-event-name">{piece.event.name}</span>
                      {movable && (
                        <div
                          className="cal-event-resize"
                          aria-hidden="true"
                          onPointerDown={(pointer) => drag.onPointerDown(piece.event, 'resize', pointer)}
                        />
                      )}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
