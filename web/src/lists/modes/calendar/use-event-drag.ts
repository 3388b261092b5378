import { type PointerEvent as ReactPointerEvent, useCallback, useRef, useState } from 'react';
import type { CalendarEvent } from '../../../calendar/calendar-layout';
import { applyDrag, type DragKind, isNoop, snapDelta } from './calendar-drag';

export type DragPreview = { id: string; start: Date; end: Date };

type DragState = {
  kind: DragKind;
  event: CalendarEvent;
  x: number;
  y: number;
  dayWidth: number;
  moved: boolean;
};

/** Pixels the pointer may wander before a press counts as a drag rather than a click. */
const clickSlop = 4;

/**
 * Pointer-driven move and resize of time-grid events. The grid passes the row height and how
 * wide a day column is (0 when columns are groups, so a drag never changes group). While
 * dragging, `preview` holds where the event would land; on release a real change is handed to
 * onDrop, a press without movement to onClick (so a click still opens the record).
 */
export function useEventDrag(options: {
  rowHeight: number;
  dayWidth: () => number;
  canDrag: (event: CalendarEvent) => boolean;
  onDrop: (event: CalendarEvent, next: { start: Date; end: Date }) => void;
  onClick: (event: CalendarEvent) => void;
}) {
  const [preview, setPreview] = useState<DragPreview | null>(null);
  const drag = useRef<DragState | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const onPointerDown = useCallback((event: CalendarEvent, kind: DragKind, pointer: ReactPointerEvent) => {
    if (pointer.button !== 0) return;
    pointer.stopPropagation();
    pointer.currentTarget.setPointerCapture?.(pointer.pointerId);
    drag.current = {
      kind,
      event,
      x: pointer.clientX,
      y: pointer.clientY,
      dayWidth: latest.current.dayWidth(),
      moved: false,
    };
  }, []);

  const onPointerMove = useCallback((pointer: ReactPointerEvent) => {
    const state = drag.current;
    if (!state) return;
    const dx = pointer.clientX - state.x;
    const dy = pointer.clientY - state.y;
    if (!state.moved && Math.hypot(dx, dy) < clickSlop) return;
    if (!latest.current.canDrag(state.event)) return;
    state.moved = true;
    const next = applyDrag(
      state.kind,
      state.event,
      snapDelta(dx, dy, latest.current.rowHeight, state.dayWidth),
    );
    setPreview({ id: state.event.id, ...next });
  }, []);

  const onPointerUp = useCallback((pointer: ReactPointerEvent) => {
    const state = drag.current;
    drag.current = null;
    setPreview(null);
    if (!state) return;
    if (!state.moved) {
      latest.current.onClick(state.event);
      return;
    }
    const delta = snapDelta(
      pointer.clientX - state.x,
      pointer.clientY - state.y,
      latest.current.rowHeight,
      state.dayWidth,
    );
    if (!isNoop(delta)) latest.current.onDrop(state.event, applyDrag(state.kind, state.event, delta));
  }, []);

  const onPointerCancel = useCallback(() => {
    drag.current = null;
    setPreview(null);
  }, []);

  return { preview, onPointerDown, onPointerMove, onPointerUp, onPointerCancel };
}
