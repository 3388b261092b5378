import { type RefObject, useMemo, useState } from 'react';
import {
  type CalendarView,
  rangeDays,
  startOfDay,
  stepDate,
  viewRange,
} from '../../../calendar/calendar-range';
import type { CalendarFields } from './calendar-fields';
import { loadHiddenGroups, loadView, saveHiddenGroups, saveView } from './calendar-storage';
import { useNarrow } from './use-narrow';

/**
 * What the calendar shows: its view (remembered per entity), the date, the range and days of
 * that view (one day at a time under 700 px), and in a one-day view grouped by a lookup, the
 * lookup that groups and the groups the user hid (remembered).
 */
export function useCalendarView(options: {
  entity: string;
  fields: CalendarFields | null;
  rootRef: RefObject<HTMLElement | null>;
}) {
  const { entity, fields, rootRef } = options;
  const [view, setView] = useState<CalendarView>(() => loadView(entity));
  const [date, setDate] = useState(() => startOfDay(new Date()));
  const [hidden, setHidden] = useState(loadHiddenGroups);
  const narrow = useNarrow(rootRef);
  const range = useMemo(
    () => (narrow && view !== 'month' ? viewRange('day', date) : viewRange(view, date)),
    [narrow, view, date],
  );
  const days = useMemo(() => rangeDays(range), [range]);
  const grouped = fields?.groupBy && range.days === 1 && view !== 'month' ? fields.groupBy : null;

  const chooseView = (next: CalendarView) => {
    setView(next);
    saveView(entity, next);
  };
  const step = (direction: 1 | -1) =>
    setDate((current) => stepDate(narrow && view !== 'month' ? 'day' : view, current, direction));
  const toggleGroup = (id: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      saveHiddenGroups(next);
      return next;
    });
  const today = () => setDate(startOfDay(new Date()));
  const showDay = (day: Date) => {
    setDate(day);
    chooseView('day');
  };
  return { view, date, narrow, range, days, grouped, hidden, chooseView, step, toggleGroup, today, showDay };
}
