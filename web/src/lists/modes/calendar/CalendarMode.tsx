import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CalendarEvent } from '../../../calendar/calendar-layout';
import { useShell } from '../../../context/shell-context';
import { updateRecord } from '../../../data/data-api';
import { newRecordPath, useAppId } from '../../../fields/lookup/use-app-id';
import { OutlookToggles } from '../../../microsoft/outlook/OutlookToggles';
import { isOutlookEvent, outlookLink } from '../../../microsoft/outlook/outlook-events';
import { useOutlookEvents } from '../../../microsoft/outlook/use-outlook-events';
import { canDo } from '../../../session/permissions';
import { alertMessage } from '../../../ui/prompts';
import { showToast } from '../../../ui/toasts';
import type { ListModeProps } from '../list-modes';
import { CalendarToolbar } from './CalendarToolbar';
import { calendarFields, groupsOf } from './calendar-fields';
import { GroupToggles } from './GroupToggles';
import { MonthGrid } from './MonthGrid';
import { isNewEvent, newEventInit, newEventRecord } from './new-event';
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

  // a double-click places the temporary __new event; a double-click on it saves it as a record
  // (spec 001 section 2), or with calendar.newEventOpensForm a click opens the new-record form
  const appId = useAppId();
  const groupTarget = fields?.groupBy
    ? object.properties.find((property) => property.logicalName === fields.groupBy)?.targets?.[0]
    : undefined;
  const newEvent = useNewEvent(
    useCallback(
      async (draft: CalendarEvent) => {
        if (!fields) return true;
        if (fields.newEventOpensForm) {
          navigate(newRecordPath(appId, entity, newEventInit(fields, draft, groupTarget)));
          return true;
        }
        try {
          await updateRecord(entity, newEventRecord(fields, draft, groupTarget), 'create');
        } catch (failure) {
          // the draft stays where it is: the user can fix the cause (or open the form) and retry
          void alertMessage(
            t('calendar.saveFailed'),
            failure instanceof Error ? failure.message : String(failure),
          );
          return false;
        }
        showToast(t('MsgRecordSaved', { ns: 'common' }));
        void mutate();
        reload();
        return true;
      },
      [fields, groupTarget, navigate, appId, entity, mutate, reload, t],
    ),
  );
  const { moved, canMove, onMove } = useCalendarMoves({
    entity,
    fields,
    moveNew: newEvent.move,
    mutate,
    reload,
  });
  // the user's Outlook events beside the records: read-only, opened at Outlook (spec 001 s. 4)
  const outlook = useOutlookEvents(calendar.date);
  const events = useMemo(() => {
    const shown = [
      ...loaded.map((event) => ({ ...event, ...(moved.get(event.id) ?? {}) })),
      ...outlook.events,
    ];
    return newEvent.draft ? [...shown, newEvent.draft] : shown;
  }, [loaded, moved, newEvent.draft, outlook.events]);
  const canMoveRecord = useCallback(
    (event: CalendarEvent) => !isOutlookEvent(event) && canMove(event),
    [canMove],
  );

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
  const opensForm = fields?.newEventOpensForm === true;
  const onOpen = useCallback(
    (event: CalendarEvent) => {
      if (isOutlookEvent(event)) {
        const link = outlookLink(event);
        if (link) window.open(link, '_blank', 'noopener,noreferrer');
      } else if (isNewEvent(event)) {
        if (opensForm) saveNew();
      } else openRecord(event.id);
    },
    [openRecord, saveNew, opensForm],
  );
  const onSaveNew = opensForm ? null : saveNew;

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
      <OutlookToggles calendars={outlook.calendars} shown={outlook.shown} onToggle={outlook.toggle} />
      {grouped && allGroups.length > 0 && (
        <GroupToggles groups={allGroups} hidden={hidden} onToggle={calendar.toggleGroup} />
      )}
      {calendar.view === 'month' ? (
        <MonthGrid
          range={calendar.range}
          month={calendar.date.getMonth()}
          events={events}
          canMove={canMoveRecord}
          onMove={(event, next) => void onMove(event, next)}
          onOpen={onOpen}
          onNew={onNew}
          onSaveNew={onSaveNew}
          onShowDay={calendar.showDay}
        />
      ) : (
        <TimeGrid
          entity={entity}
          days={calendar.days}
          groups={groups}
          events={events}
          canMove={canMoveRecord}
          onMove={(event, next) => void onMove(event, next)}
          onOpen={onOpen}
          onNew={onNew}
          onSaveNew={onSaveNew}
        />
      )}
    </section>
  );
}
