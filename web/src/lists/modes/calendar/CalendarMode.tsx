import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newRecordPath, useAppId } from '../../../fields/lookup/use-app-id';
import type { FormDefinition } from '../../../forms/form-definition';
import { recordRights } from '../../../forms/record-rights';
import { useFormScripts, vetoOf } from '../../../forms/scripts/use-form-scripts';
import { canDo } from '../../../session/permissions';
import { useShell } from '../../../shell/shell-context';
import { alertMessage } from '../../../ui/prompts';
import type { ListModeProps } from '../list-modes';
import { CalendarToolbar } from './CalendarToolbar';
import { calendarFields, groupsOf } from './calendar-fields';
import type { CalendarEvent } from './calendar-layout';
import { type CalendarView, rangeDays, startOfDay, stepDate, viewRange } from './calendar-range';
import { loadHiddenGroups, loadView, saveHiddenGroups, saveView } from './calendar-storage';
import { GroupToggles } from './GroupToggles';
import { MonthGrid } from './MonthGrid';
import { isNewEvent, newEventInit } from './new-event';
import { saveMove } from './save-move';
import { TimeGrid } from './TimeGrid';
import { useCalendarEvents } from './use-calendar-events';
import { useNarrow } from './use-narrow';
import { useNewEvent } from './use-new-event';
import '../../../styles/calendar.css';

/** The validate script is found by its default name `{entity}.validate`; no form is involved. */
const noForm = {} as FormDefinition;
const ignoreSetValue = () => {};

/**
 * The calendar list mode (spec 001 sections 2 and 4): the list's records placed by a start and
 * end date-time, in day, three-day, working-week, week or month view.
 */
export function CalendarMode({ entity, object, body, query, openRecord, reload }: ListModeProps) {
  const { t } = useTranslation('lists');
  const { context } = useShell();
  const navigate = useNavigate();
  const fields = useMemo(() => calendarFields(object, body), [object, body]);
  const [view, setView] = useState<CalendarView>(() => loadView(entity));
  const [date, setDate] = useState(() => startOfDay(new Date()));
  const [hidden, setHidden] = useState(loadHiddenGroups);
  // moves saved but not yet reloaded, and those being reverted, keyed by event id
  const [moved, setMoved] = useState<
    ReadonlyMap<string, { start: Date; end: Date; record?: CalendarEvent['record'] }>
  >(new Map());
  const rootRef = useRef<HTMLElement>(null);
  const narrow = useNarrow(rootRef);
  const scripts = useFormScripts({ entity, definition: noForm, setValue: ignoreSetValue });

  const { records, events: loaded, error, mutate } = useCalendarEvents(query, fields, date);
  // a double-click places the temporary __new event; a click on it opens the new-record form
  const appId = useAppId();
  const groupTarget = fields?.groupBy
    ? object.properties.find((property) => property.logicalName === fields.groupBy)?.targets?.[0]
    : undefined;
  const newEvent = useNewEvent(
    useCallback(
      (draft: CalendarEvent) => {
        if (!fields) return;
        const init = newEventInit(fields, draft, groupTarget);
        navigate(newRecordPath(appId, entity, init));
      },
      [fields, groupTarget, navigate, appId, entity],
    ),
  );
  const events = useMemo(() => {
    const shown = loaded.map((event) => ({ ...event, ...(moved.get(event.id) ?? {}) }));
    return newEvent.draft ? [...shown, newEvent.draft] : shown;
  }, [loaded, moved, newEvent.draft]);

  useEffect(() => {
    if (error)
      void alertMessage(t('calendar.loadFailed'), error instanceof Error ? error.message : String(error));
  }, [error, t]);

  // under 700 px the day-based views show one day at a time
  const range = useMemo(
    () => (narrow && view !== 'month' ? viewRange('day', date) : viewRange(view, date)),
    [narrow, view, date],
  );
  const days = useMemo(() => rangeDays(range), [range]);
  const grouped = fields?.groupBy && range.days === 1 && view !== 'month' ? fields.groupBy : null;
  const allGroups = useMemo(() => {
    if (!grouped) return [];
    const groups = groupsOf(records, grouped);
    // records with an empty lookup get their own column rather than vanishing
    return loaded.some((event) => !event.group)
      ? [...groups, { id: '', label: t('calendar.noGroup') }]
      : groups;
  }, [records, loaded, grouped, t]);
  const groups = grouped ? allGroups.filter((group) => !hidden.has(group.id)) : null;

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

  const canMove = useCallback(
    (event: CalendarEvent) => {
      if (isNewEvent(event)) return true;
      // events without an owner are movable by whoever may update the entity at all
      if (event.record.ownerid == null) return canDo(context.permDict, entity, 'update');
      return recordRights({
        permDict: context.permDict,
        owners: context.owners ?? [],
        entity,
        record: event.record,
        userId: context.user.id,
      }).canUpdate;
    },
    [context, entity],
  );

  // an event being validated or saved is not moved again: a second save would carry the
  // version the first one replaced and fail as a conflict with the user's own change
  const saving = useRef(new Set<string>());
  const moveNew = newEvent.move;
  const onMove = useCallback(
    async (event: CalendarEvent, next: { start: Date; end: Date }) => {
      // the temporary event is not a record yet: it moves without a save
      if (isNewEvent(event)) return moveNew(next);
      if (!fields || !canMove(event) || saving.current.has(event.id)) return;
      saving.current.add(event.id);
      setMoved((current) => new Map(current).set(event.id, next));
      const revert = () =>
        setMoved((current) => {
          const without = new Map(current);
          without.delete(event.id);
          return without;
        });
      const values = {
        ...event.record,
        [fields.start]: next.start.toISOString(),
        ...(fields.end ? { [fields.end]: next.end.toISOString() } : {}),
      };
      try {
        const check = await scripts.run('validate', { values, recordId: event.id });
        const veto = check ? vetoOf(check.result) : { veto: false };
        if (veto.veto) {
          revert();
          saving.current.delete(event.id);
          if (veto.message) await alertMessage(t('calendar.moveFailed'), veto.message);
          return;
        }
        await saveMove(entity, fields, event, next);
        // until the reload arrives, the event carries the version its save produced, so the
        // user may move it again at once
        const version = Number(event.record.versionnumber) + 1;
        setMoved((current) =>
          new Map(current).set(event.id, { ...next, record: { ...values, versionnumber: version } }),
        );
        saving.current.delete(event.id);
        await mutate();
        revert();
        reload();
      } catch (failure) {
        revert();
        saving.current.delete(event.id);
        await alertMessage(
          t('calendar.moveFailed'),
          failure instanceof Error ? failure.message : String(failure),
        );
      }
    },
    [fields, canMove, scripts, entity, mutate, reload, t, moveNew],
  );

  // a new event needs create rights (spec 001 section 4)
  const onNew = fields && canDo(context.permDict, entity, 'create') ? newEvent.place : null;
  const saveNew = newEvent.save;
  const onOpen = useCallback(
    (event: CalendarEvent) => (isNewEvent(event) ? saveNew() : openRecord(event.id)),
    [openRecord, saveNew],
  );

  if (!fields) return <div className="cal-empty">{t('calendar.noDateField')}</div>;

  return (
    <section className={`cal${narrow ? ' is-narrow' : ''}`} ref={rootRef} aria-label={t('calendar.label')}>
      <CalendarToolbar
        view={view}
        range={range}
        date={date}
        onView={chooseView}
        onToday={() => setDate(startOfDay(new Date()))}
        onStep={step}
      />
      {grouped && allGroups.length > 0 && (
        <GroupToggles groups={allGroups} hidden={hidden} onToggle={toggleGroup} />
      )}
      {view === 'month' ? (
        <MonthGrid
          range={range}
          month={date.getMonth()}
          events={events}
          canMove={canMove}
          onMove={(event, next) => void onMove(event, next)}
          onOpen={onOpen}
          onNew={onNew}
          onShowDay={(day) => {
            setDate(day);
            chooseView('day');
          }}
        />
      ) : (
        <TimeGrid
          entity={entity}
          days={days}
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
