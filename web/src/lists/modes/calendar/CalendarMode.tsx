import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newRecordPath, useAppId } from '../../../fields/lookup/use-app-id';
import { canDo } from '../../../session/permissions';
import { useShell } from '../../../shell/shell-context';
import { alertMessage } from '../../../ui/prompts';
import type { ListModeProps } from '../list-modes';
import { CalendarToolbar } from './CalendarToolbar';
import { calendarFields, groupsOf } from './calendar-fields';
import type { CalendarEvent } from './calendar-layout';
import { GroupToggles } from './GroupToggles';
import { MonthGrid } from './MonthGrid';
import { isNewEvent, newEventInit } from './new-event';
import { TimeGrid } from './TimeGrid';
import { useCalendarEvents } from './use-calendar-events';
import { useCalendarMoves } from './use-calendar-moves';
import { useCalendarView } from './use-calendar-view';
import { useNewEvent } from './use-new-event';
import '../../../styles/calendar.css';

/**
 * The calendar list mode (spec 001 sections 2 and 4): the list's records placed by a start and
 * end date-time, in day, three-day, working-week, week or month view.
 */
export function CalendarMode({ entity, object, body, query, openRecord, reload }: ListModeProps) {
  const { t } = useTranslation('lists');
  const { context } = useShell();
  const navigate = useNavigate();
  const fields = useMemo(() => calendarFields(object, body), [object, body]);
  const rootRef = useRef<HTMLElement>(null);
  const calendar = useCalendarView({ entity, fields, rootRef });
  const { records, events: loaded, error, mutate } = useCalendarEvents(query, fields, calendar.date);

  // a double-click places the temporary __new event; a click on it opens the new-record form
  const appId = useAppId();
  const groupTarget = fields?.groupBy
    ? object.properties.find((property) => property.logicalName === fields.groupBy)?.targets?.[0]
    : undefined;
  const newEvent = useNewEvent(
    useCallback(
      (draft: CalendarEvent) => {
        if (!fields) return;
        navigate(newRecordPath(appId, entity, newEventInit(fields, draft, groupTarget)));
      },
      [fields, groupTarget, navigate, appId, entity],
    ),
  );
  const { moved, canMove, onMove } = useCalendarMoves({
    entity,
    fields,
    moveNew: newEvent.move,
    mutate,
    reload,
  });
  const events = useMemo(() => {
    const shown = loaded.map((event) => ({ ...event, ...(moved.get(event.id) ?? {}) }));
    return newEvent.draft ? [...shown, newEvent.draft] : shown;
  }, [loaded, moved, newEvent.draft]);

  useEffect(() => {
    if (error)
      void alertMessage(t('calendar.loadFailed'), error instanceof Error ? error.message : String(error));
  }, [error, t]);

  const { grouped, hidden } = calendar;
  const allGroups = useMemo(() => {
    if (!grouped) return [];
    const groups = groupsOf(records, grouped);
    // records with an empty lookup get their own column rather than vanishing
    return loaded.some((event) => !event.group)
      ? [...groups, { id: '', label: t('calendar.noGroup') }]
      : groups;
  }, [records, loaded, grouped, t]);
  const groups = grouped ? allGroups.filter((group) => !hidden.has(group.id)) : null;

  // a new event needs create rights (spec 001 section 4)
  const onNew = fields && canDo(context.permDict, entity, 'create') ? newEvent.place : null;
  const saveNew = newEvent.save;
  const onOpen = useCallback(
    (event: CalendarEvent) => (isNewEvent(event) ? saveNew() : openRecord(event.id)),
    [openRecord, saveNew],
  );

  if (!fields) return <div className="cal-empty">{t('calendar.noDateField')}</div>;

  return (
    <section
      className={`cal${calendar.narrow ? ' is-narrow' : ''}`}
      ref={rootRef}
      aria-label={t('calendar.label')}
    >
      <CalendarToolbar
        view={calendar.view}
        range={calendar.range}
        date={calendar.date}
        onView={calendar.chooseView}
        onToday={calendar.today}
        onStep={calendar.step}
      />
      {grouped && allGroups.length > 0 && (
        <GroupToggles groups={allGroups} hidden={hidden} onToggle={calendar.toggleGroup} />
      )}
      {calendar.view === 'month' ? (
        <MonthGrid
          range={calendar.range}
          month={calendar.date.getMonth()}
          events={events}
          canMove={canMove}
          onMove={(event, next) => void onMove(event, next)}
          onOpen={onOpen}
          onNew={onNew}
          onShowDay={calendar.showDay}
        />
      ) : (
        <TimeGrid
          entity={entity}
          days={calendar.days}
          groups={groups}
          events={events}
          canMove={canMove}
          onMove={(event, next) => void onMove(event, next)}
          onOpen={onOpen}
          onNew={onNew}
        />
      )}
    </section>
  );
}
