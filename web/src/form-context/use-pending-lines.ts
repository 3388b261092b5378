import type { RecordOperation } from '@strata/api/contract/records';
import i18next from 'i18next';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { alertMessage } from '../ui/prompts';
import { type EditedLine, mergeServerLines } from './merge-lines';
import { usePendingChange } from './use-pending-change';

/** The lines kept in the form, and whether they are only what the panel derived itself. */
type Kept<Line> = { lines: Line[]; auto: boolean };

type Options<Line extends EditedLine> = {
  /** The form's pending-changes key of these lines (one per panel). */
  key: string;
  /** The server's lines as last read; undefined while they load. */
  server: Line[] | undefined;
  /** Reads the server's lines again and answers them (SWR's mutate). */
  reread: () => Promise<Line[] | undefined>;
  /** The fields the user edits, merged one by one with the server's changes. */
  fields: readonly string[];
  /** Whether the user changed (or removed) a stored line. */
  edited: (line: Line) => boolean;
  /** Whether the lines hold anything to write. */
  hasWork: (lines: Line[]) => boolean;
  operations: (lines: Line[], recordId: string) => RecordOperation[];
  /** Why the lines cannot be saved as they are (shown to the user), or null. */
  problem?: (lines: Line[]) => string | null;
  /** A line as the user knows it ('Desk'), for naming it when the server refuses its write. */
  label: (line: Line) => string;
  /** Who last saved a stored line, for 'This record was modified by {user}'. */
  modifierOf: (id: string) => string | null | undefined;
  /** The lines shown for freshly read ones when there is no work (the budget's rules add lines). */
  initial?: (server: Line[]) => Line[];
};

/**
 * A panel's editable rows (budget lines, cart lines) kept as the form's pending work, so that a
 * tab switch loses none: the rows shown are the user's work when there is some, else the
 * server's. Rows read again (a save, the window's focus, a colleague's change) are merged into
 * the work, never over it; a field both sides changed keeps the user's value and says who
 * changed it. On a save refused because a row changed meanwhile, the form asks for a re-read
 * and merge (`refresh`) and tries again when nothing overlapped.
 */
export function usePendingLines<Line extends EditedLine>(
  options: Options<Line>,
): { lines: Line[] | null; setLines: (update: (current: Line[]) => Line[]) => void; dirty: boolean } {
  const draft = usePendingChange<Kept<Line>>(options.key);
  const latest = useRef({ options, draft });
  latest.current = { options, draft };
  const [shown, setShown] = useState<Line[] | null>(null);

  // both read the latest options and handle through the ref: a save's refresh can run after
  // the panel unmounted
  const { keep, merge } = useMemo(() => {
    const keepLines = (next: Line[], auto = false) => {
      const { options: current, draft: handle } = latest.current;
      setShown(next);
      if (!current.hasWork(next)) return handle.clear();
      handle.set({
        state: { lines: next, auto },
        operations: (recordId) => current.operations(next, recordId),
        describe: (operation) => {
          // a stored line by its id; a new one (no id yet) by the name its create carries
          const line = next.find((candidate) => candidate.id && candidate.id === operation.object.id);
          if (line) return current.label(line);
          const name = operation.operation === 'create' ? operation.object.name : undefined;
          return typeof name === 'string' && next.some((candidate) => !candidate.id) ? name : null;
        },
        ...(current.problem ? { problem: () => current.problem?.(next) ?? null } : {}),
        refresh: async () => {
          const fresh = await latest.current.options.reread();
          return fresh ? mergeLines(fresh, false) : true;
        },
        // written: the rows are read again, for this panel now or when its tab comes back
        saved: () => void latest.current.options.reread(),
      });
    };
    /** Fresh server lines into the work; answers whether nothing overlapped. */
    const mergeLines = (fresh: Line[], announce: boolean): boolean => {
      const { options: current, draft: handle } = latest.current;
      const kept = handle.read()?.state;
      // work the panel derived itself (rule lines), untouched by the user, is derived afresh
      if (!kept || kept.auto) {
        keepLines(current.initial ? current.initial(fresh) : fresh, true);
        return true;
      }
      const mine = kept.lines;
      const merged = mergeServerLines(mine, fresh, { fields: current.fields, edited: current.edited });
      keepLines(merged.lines);
      const [conflict] = merged.conflicts;
      if (conflict && announce) {
        const user = (conflict.id ? current.modifierOf(conflict.id) : null) ?? i18next.t('MsgUnknownLookup');
        void alertMessage(i18next.t('MsgRecordModifiedBy', { user }));
      }
      return merged.conflicts.length === 0;
    };
    return { keep: keepLines, merge: mergeLines };
  }, []);

  const { server } = options;
  useEffect(() => {
    if (server) merge(server, true);
  }, [server, merge]);

  const setLines = useCallback(
    (update: (current: Line[]) => Line[]) => {
      const { draft: handle } = latest.current;
      keep(update(handle.read()?.state.lines ?? shown ?? []));
    },
    [keep, shown],
  );
  return { lines: draft.change?.state.lines ?? shown, setLines, dirty: draft.change !== undefined };
}
