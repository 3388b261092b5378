import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '../../../calendar/calendar-layout';
import { useShell } from '../../../context/shell-context';
import type { FormDefinition } from '../../../forms/form-definition';
import { recordRights } from '../../../forms/record-rights';
import { useFormScripts, vetoOf } from '../../../forms/scripts/use-form-scripts';
import { canDo } from '../../../session/permissions';
import { alertMessage } from '../../../ui/prompts';
import type { CalendarFields } from './calendar-fields';
import { isNewEvent } from './new-event';
import { saveMove } from './save-move';

/** The validate script is found by its default name `{entity}.validate`; no form is involved. */
const noForm = {} as FormDefinition;
const ignoreSetValue = () => {};

/** Where moved events are shown until the reload arrives, keyed by event id. */
export type MovedEvents = ReadonlyMap<string, { start: Date; end: Date; record?: CalendarEvent['record'] }>;

/**
 * Moving events by drag: who may move which event, and a move that shows at once, runs the
 * entity's validate script (a veto reverts it), saves, and shows the saved version until the
 * reload. The temporary new event moves without a save (moveNew).
 */
export function useCalendarMoves(options: {
  entity: string;
  fields: CalendarFields | null;
  moveNew: (next: { start: Date; end: Date }) => void;
  /** reloads the calendar's events */
  mutate: () => Promise<unknown>;
  /** reloads the list */
  reload: () => void;
}) {
  const { entity, fields, moveNew, mutate, reload } = options;
  const { t } = useTranslation('lists');
  const { context } = useShell();
  const scripts = useFormScripts({ entity, definition: noForm, setValue: ignoreSetValue });
  const [moved, setMoved] = useState<MovedEvents>(new Map());

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
  // a move made while the event's last one is still saving waits for it (the latest wins), then
  // goes with the version that save produced, instead of being dropped
  const waiting = useRef(new Map<string, { start: Date; end: Date }>());
  const onMoveRef = useRef<(event: CalendarEvent, next: { start: Date; end: Date }) => Promise<void>>(
    async () => undefined,
  );
  const onMove = useCallback(
    async (event: CalendarEvent, next: { start: Date; end: Date }) => {
      // the temporary event is not a record yet: it moves without a save
      if (isNewEvent(event)) return moveNew(next);
      if (!fields || !canMove(event)) return;
      if (saving.current.has(event.id)) {
        waiting.current.set(event.id, next);
        setMoved((current) => new Map(current).set(event.id, next));
        return;
      }
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
          waiting.current.delete(event.id);
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
        const queued = waiting.current.get(event.id);
        if (queued) {
          // the next move saves now, with this version; its own reload follows
          waiting.current.delete(event.id);
          const record = { ...values, versionnumber: version };
          await onMoveRef.current({ ...event, ...queued, record }, queued);
          return;
        }
        await mutate();
        revert();
        reload();
      } catch (failure) {
        revert();
        saving.current.delete(event.id);
        waiting.current.delete(event.id);
        await alertMessage(
          t('calendar.moveFailed'),
          failure instanceof Error ? failure.message : String(failure),
        );
      }
    },
    [fields, canMove, scripts, entity, mutate, reload, t, moveNew],
  );
  onMoveRef.current = onMove;
  return { moved, canMove, onMove };
}
