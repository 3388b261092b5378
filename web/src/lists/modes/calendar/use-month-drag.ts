import { type PointerEvent as ReactPointerEvent, useCallback, useRef, useState } from 'react';
import type { CalendarEvent } from '../../../calendar/calendar-layout';
import { dropDays, moveByDays } from './month-move';

/** Where a month drag would land: the event, the cell it was grabbed in and the cell under the pointer. */
export type MonthDragTarget = { id: string; grabbedDay: number; day: number };

type DragState = { event: CalendarEvent; grabbedDay: number; x: number; y: number; moved: boolean };

/** Pixels the pointer may wander before a press counts as a drag rather than a click. */
const clickSlop = 4;

/** The index of the month cell under a point (cells carry data-day-index), or null outside. */
function dayAt(x: number, y: number): number | null {
  const cell = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-day-index]');
  const index = cell ? Number(cell.dataset.dayIndex) : Number.NaN;
  return Number.isInteger(index) ? index : null;
}

/**
 * Pointer-driven move of month-view events to another day. The event stays where it is while
 * dragging (it keeps the pointer capture; `target` names the cell to highlight), and a release
 * over another cell hands the event, moved by whole days, to onDrop. The grid hangs the move,
 * up and cancel handlers on its body, where the captured pointer's events bubble to.
 * A drag ends with a click on the event's button: `consumeClick` says to ignore that one.
 */
export function useMonthDrag(options: {
  canDrag: (event: CalendarEvent) => boolean;
  onDrop: (event: CalendarEvent, next: { start: Date; end: Date }) => void;
}) {
  const [target, setTarget] = useState<MonthDragTarget | null>(null);
  const drag = useRef<DragState | null>(null);
  const justDragged = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  const onPointerDown = useCallback(
    (event: CalendarEvent, grabbedDay: number, pointer: ReactPointerEvent<HTMLElement>) => {
      if (pointer.button !== 0 || !latest.current.canDrag(event)) return;
      pointer.currentTarget.setPointerCapture?.(pointer.pointerId);
      drag.current = { event, grabbedDay, x: pointer.clientX, y: pointer.clientY, moved: false };
    },
    [],
  );

  const onPointerMove = useCallback((pointer: ReactPointerEvent) => {
    const state = drag.current;
    if (!state) return;
    if (!state.moved && Math.hypot(pointer.clientX - state.x, pointer.clientY - state.y) < clickSlop) return;
    state.moved = true;
    const day = dayAt(pointer.clientX, pointer.clientY);
    // the same cell again keeps the same object: no render per pointer move
    setTarget((current) => {
      if (day === null) return null;
      if (current?.id === state.event.id && current.day === day) return current;
      return { id: state.event.id, grabbedDay: state.grabbedDay, day };
    });
  }, []);

  const onPointerUp = useCallback((pointer: ReactPointerEvent) => {
    const state = drag.current;
    drag.current = null;
    setTarget(null);
    if (!state?.moved) return;
    // the click that follows this release must not open the record
    justDragged.current = true;
    setTimeout(() => {
      justDragged.current = false;
    }, 0);
    const days = dropDays(state.grabbedDay, dayAt(pointer.clientX, pointer.clientY));
    if (days !== null) latest.current.onDrop(state.event, moveByDays(state.event, days));
  }, []);

  const onPointerCancel = useCallback(() => {
    drag.current = null;
    setTarget(null);
  }, []);

  const consumeClick = useCallback(() => justDragged.current, []);

  return { target, onPointerDown, onPointerMove, onPointerUp, onPointerCancel, consumeClick };
}
