import type { RecordOperation } from '@strata/api/contract/records';

/**
 * One panel's unsaved work, kept by its form (issue 37): a tab shows one panel at a time and
 * unmounts the others, so what a panel holds in its own state would be lost on a tab switch.
 */
export type PendingChange<State = unknown> = {
  /** What the panel shows again when it is mounted (its lines as the user left them). */
  state: State;
  /**
   * The writes that save this work, run in the record's own transaction (one executemultiple,
   * after the record itself). Empty for work that is not written by Save (an upload on its way).
   */
  operations: (recordId: string) => RecordOperation[];
  /** Why Save must not go ahead yet (shown to the user, nothing is written), or null. */
  problem?: () => string | null;
  /**
   * Reads the server's rows again (the save was refused because one of them changed meanwhile)
   * and merges them into this work by the form's rule (merge-lines.ts); answers whether that
   * went without a conflict, so that the save may be tried again at once.
   */
  refresh?: () => Promise<boolean>;
  /**
   * The row one of this work's writes is about, as the user knows it ('Desk'), so that a
   * refusal of the batch names it; null when the operation is not this work's.
   */
  describe?: (operation: RecordOperation) => string | null;
  /** After the save wrote this work (and forgot it): the panel reads its rows again. */
  saved?: () => void;
  /**
   * Work under way beside the save (an upload to the record's folder): the form is dirty while
   * it lasts, so leaving asks first, but Save neither writes nor forgets it.
   */
  inFlight?: boolean;
};

export type PendingChanges = {
  get: <State>(key: string) => PendingChange<State> | undefined;
  /** Keeps (or replaces) a panel's work; the form is dirty while any is kept. */
  set: <State>(key: string, change: PendingChange<State>) => void;
  /** The panel's work is gone (saved, discarded, or back to what the server has). */
  clear: (key: string) => void;
  /** After a save: every panel's work is in the database now (work in flight goes on). */
  clearAll: () => void;
  size: () => number;
  /** The first reason a panel gives for not saving yet. */
  problem: () => string | null;
  /**
   * Asks every panel with work to read the server's rows again (after an ERR_8001); answers
   * whether every merge went without a conflict.
   */
  refreshAll: () => Promise<boolean>;
  /** Every panel's writes, in the order the panels first registered work. */
  operations: (recordId: string) => RecordOperation[];
  /** The row a write of the batch is about, named by the work that made it (see describe). */
  describe: (operation: RecordOperation) => string | null;
  /** For useSyncExternalStore: called after every change. */
  subscribe: (listener: () => void) => () => void;
  /** Changes with every set and clear (a snapshot for useSyncExternalStore). */
  version: () => number;
};

/** The pending changes of one record form: created with the form, gone when it unmounts. */
export function createPendingChanges(): PendingChanges {
  const changes = new Map<string, PendingChange>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  return {
    get: <State>(key: string) => changes.get(key) as PendingChange<State> | undefined,
    set: (key, change) => {
      changes.set(key, change as PendingChange);
      changed();
    },
    clear: (key) => {
      if (changes.delete(key)) changed();
    },
    clearAll: () => {
      const saved = [...changes].filter(([, change]) => !change.inFlight);
      if (saved.length === 0) return;
      for (const [key] of saved) changes.delete(key);
      changed();
      for (const [, change] of saved) change.saved?.();
    },
    size: () => changes.size,
    problem: () => {
      for (const change of changes.values()) {
        const problem = change.problem?.();
        if (problem) return problem;
      }
      return null;
    },
    refreshAll: async () => {
      const merges = await Promise.all([...changes.values()].map((change) => change.refresh?.() ?? true));
      return merges.every(Boolean);
    },
    operations: (recordId) => [...changes.values()].flatMap((change) => change.operations(recordId)),
    describe: (operation) => {
      for (const change of changes.values()) {
        const name = change.describe?.(operation);
        if (name) return name;
      }
      return null;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}
