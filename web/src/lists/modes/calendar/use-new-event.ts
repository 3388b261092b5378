import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '../../../calendar/calendar-layout';
import { draftEvent } from './new-event';

/**
 * The temporary new event (id __new) of a calendar: a double-click on an empty slot places it
 * (another double-click places it again elsewhere), it is dragged and resized like any event
 * without saving anything, Escape drops it, and `save` hands it on (saved as a record, or to the
 * new-record form); it stays when onSave answers false (the save failed).
 */
export function useNewEvent(onSave: (draft: CalendarEvent) => Promise<boolean>) {
  const { t } = useTranslation('lists');
  const [draft, setDraft] = useState<CalendarEvent | null>(null);

  const place = useCallback(
    (start: Date, group?: string) => setDraft(draftEvent(start, group, t('calendar.newEvent'))),
    [t],
  );
  const move = useCallback(
    (next: { start: Date; end: Date }) =>
      setDraft((current) => (current ? { ...current, ...next } : current)),
    [],
  );
  const discard = useCallback(() => setDraft(null), []);
  const saving = useRef(false);
  const save = useCallback(() => {
    if (!draft || saving.current) return;
    saving.current = true;
    void onSave(draft)
      .then((done) => {
        if (done) setDraft((current) => (current === draft ? null : current));
      })
      .finally(() => {
        saving.current = false;
      });
  }, [draft, onSave]);

  useEffect(() => {
    if (!draft) return;
    const onKey = (key: KeyboardEvent) => {
      if (key.key === 'Escape' && !key.defaultPrevented) setDraft(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [draft]);

  return { draft, place, move, save, discard };
}
