import { type RefObject, useCallback, useRef, useState } from 'react';
import type { ListViewBody } from '../../list-views/list-definition';

export type ListCustomize = {
  active: boolean;
  /** the body the list shows: the draft while customising, else the saved one */
  body: ListViewBody;
  changed: boolean;
  /** `changed` as of now, for checks made between renders (a navigation right after saving) */
  changedNow: RefObject<boolean>;
  /**
   * The version of the saved view the draft started from: saving with it makes a change saved
   * meanwhile (another administrator, another tab) a conflict instead of being overwritten.
   */
  baseVersion: number | undefined;
  start: () => void;
  stop: () => void;
  edit: (change: (body: ListViewBody) => ListViewBody) => void;
};

/**
 * Customise mode of a list (spec 001 section 6): columns and quick filters are edited on a
 * draft of the view's body, shown live, until the draft is saved as a view or thrown away.
 * Not allowed (no update on inu_view, or a phone-sized window) means not customising at all.
 */
export function useListCustomize(
  allowed: boolean,
  saved: ListViewBody,
  savedVersion: number | undefined,
): ListCustomize {
  // ?customize opens the list in customise mode (the view editor's "Customise visually")
  const [active, setActive] = useState(
    () => allowed && new URLSearchParams(window.location.search).has('customize'),
  );
  const [draft, setDraft] = useState<{ body: ListViewBody; version: number | undefined } | null>(null);
  const changedNow = useRef(false);
  const start = useCallback(() => {
    if (allowed) setActive(true);
  }, [allowed]);
  const stop = useCallback(() => {
    changedNow.current = false;
    setActive(false);
    setDraft(null);
  }, []);
  const edit = useCallback(
    (change: (body: ListViewBody) => ListViewBody) => {
      changedNow.current = true;
      setDraft((current) => ({
        body: change(current?.body ?? saved),
        version: current ? current.version : savedVersion,
      }));
    },
    [saved, savedVersion],
  );
  const on = active && allowed;
  return {
    active: on,
    body: on && draft ? draft.body : saved,
    changed: on && draft !== null,
    changedNow,
    baseVersion: on && draft ? draft.version : savedVersion,
    start,
    stop,
    edit,
  };
}
