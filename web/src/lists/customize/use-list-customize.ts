import { useCallback, useState } from 'react';
import type { ListViewBody } from '../views/list-definition';

export type ListCustomize = {
  active: boolean;
  /** the body the list shows: the draft while customising, else the saved one */
  body: ListViewBody;
  changed: boolean;
  start: () => void;
  stop: () => void;
  edit: (change: (body: ListViewBody) => ListViewBody) => void;
};

/**
 * Customise mode of a list (spec 001 section 6): columns and quick filters are edited on a
 * draft of the view's body, shown live, until the draft is saved as a view or thrown away.
 */
export function useListCustomize(allowed: boolean, saved: ListViewBody): ListCustomize {
  const [active, setActive] = useState(false);
  const [draft, setDraft] = useState<ListViewBody | null>(null);
  const start = useCallback(() => {
    if (allowed) setActive(true);
  }, [allowed]);
  const stop = useCallback(() => {
    setActive(false);
    setDraft(null);
  }, []);
  const edit = useCallback(
    (change: (body: ListViewBody) => ListViewBody) => setDraft((current) => change(current ?? saved)),
    [saved],
  );
  return {
    active: active && allowed,
    body: active && draft ? draft : saved,
    changed: draft !== null,
    start,
    stop,
    edit,
  };
}
