import type { RecordOperation } from '@strata/api/contract/records';
import type { RecordValues } from '../data/data-api';

/**
 * Form events that panels (web/src/panels) listen to, beside the form's scripts (issue 23).
 * The save flow raises them in spec 000 section 4's order: change, beforeSave, save, afterSave.
 */
export type BeforeSaveEvent = {
  values: RecordValues;
  recordId: string | null;
  /** Writes to run in the record's own transaction (executemultiple), after the record. */
  addOperations: (operations: RecordOperation[]) => void;
  /** Stops the save; the message (if any) is shown to the user. */
  cancel: (message?: string) => void;
};

export type AfterSaveEvent = { values: RecordValues; recordId: string };

export type ChangeEvent = { field: string; value: unknown };

type Handlers = {
  change: (event: ChangeEvent) => void;
  beforeSave: (event: BeforeSaveEvent) => void | Promise<void>;
  afterSave: (event: AfterSaveEvent) => void | Promise<void>;
};
export type FormEventName = keyof Handlers;

export type FormEvents = {
  on: <E extends FormEventName>(event: E, handler: Handlers[E]) => () => void;
  emitChange: (event: ChangeEvent) => void;
  /** Runs every beforeSave handler; answers the extra writes, or the veto. */
  emitBeforeSave: (
    values: RecordValues,
    recordId: string | null,
  ) => Promise<{ operations: RecordOperation[]; veto: false } | { veto: true; message?: string }>;
  emitAfterSave: (event: AfterSaveEvent) => Promise<void>;
};

export function createFormEvents(): FormEvents {
  const handlers: { [E in FormEventName]: Set<Handlers[E]> } = {
    change: new Set(),
    beforeSave: new Set(),
    afterSave: new Set(),
  };
  return {
    on: (event, handler) => {
      const set = handlers[event] as Set<typeof handler>;
      set.add(handler);
      return () => set.delete(handler);
    },
    emitChange: (event) => {
      for (const handler of handlers.change) handler(event);
    },
    emitBeforeSave: async (values, recordId) => {
      const operations: RecordOperation[] = [];
      let veto: { message?: string } | null = null;
      for (const handler of handlers.beforeSave) {
        await handler({
          values,
          recordId,
          addOperations: (more) => operations.push(...more),
          cancel: (message) => {
            veto = message ? { message } : {};
          },
        });
        if (veto) return { veto: true, ...(veto as { message?: string }) };
      }
      return { operations, veto: false };
    },
    emitAfterSave: async (event) => {
      for (const handler of handlers.afterSave) await handler(event);
    },
  };
}
