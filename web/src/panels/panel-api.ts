import type { PanelDefinition } from '@strata/api/contract/views';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../context/shell-context';
import {
  executeMultiple,
  type RecordValues,
  retrieveMultiple,
  retrieveSingleById,
  updateRecord,
} from '../data/data-api';
import { retrieveAll } from '../data/retrieve-all';
import { useFormContext } from '../form-context/form-context';
import type { AfterSaveEvent, BeforeSaveEvent, ChangeEvent } from '../form-context/form-events';
import { useObjectChanged } from '../session/live-changes';
import { hasPermissions } from '../session/permissions';
import { showToast } from '../ui/toasts';

/*
 * The one door between a record form and the panels it shows (issue 23, issue 38 item 2,
 * docs/domain-panels.md). A panel (web/src/panels/*, the survey panels, Cloud files) reads and
 * writes the record, keeps its unsaved work in the form's pending changes (so it makes the form
 * dirty and is written in the record's own save transaction), hears the form's events and the
 * live changes of records, and calls the data API, all through this file and nothing else of
 * form-context/, data/ or session/live-changes: panel-door.test.ts keeps web/src/panels/,
 * web/src/surveys/panels/ and web/src/cloud-files/ to it.
 */

// ---- Unsaved work: the form's pending changes (form-context/pending-changes.ts) ----

/** A row a panel edits (a budget line, a cart line): its key, id, version and stored values. */
export type { EditedLine } from '../form-context/merge-lines';
/** What a panel keeps in the form: its state, its writes, why it cannot be saved yet, ... */
export type { PendingChange } from '../form-context/pending-changes';
/**
 * `usePendingChange<State>(key)`: one key of the form's pending changes, owned by the panel that
 * uses it: `change` (undefined while there is no work), `set(change)`, `clear()` and `read()`
 * (the work kept now, for code that runs after the panel unmounted). While any key holds work
 * the form is dirty; Save asks each `problem()`, writes each `operations(recordId)` in the
 * record's own batch and then forgets the work (see PendingChange).
 */
export { type PendingChangeHandle, usePendingChange } from '../form-context/use-pending-change';
/**
 * `usePendingLines(options)`: a panel's editable rows (budget lines, cart lines) as pending work,
 * with the server's rows read again merged into them (a field both sides changed keeps the
 * user's value and says who changed it), so a tab switch or a colleague's save loses none.
 */
export { usePendingLines } from '../form-context/use-pending-lines';

// ---- The record ----

/** The data API's record and lookup shapes, and the lookup check. */
export { isLookupValue, type LookupValue, type RecordValues } from '../data/data-api';
/** The entity and relation field an AssociatedList panel names, or null (cart mode). */
export { associationOf } from '../form-context/associated-query';
/**
 * The form script API over the record (docs/form-scripts.md), for a panel that runs the entity's
 * own script with the record (Cloud files' `{entity}.cloudFilesLoaded`).
 */
export { createFormApi, type FormApi } from '../form-context/form-api';
/** Whether two field values are the same as the save flow sees them (lookups by id, empty is empty). */
export { sameValue } from '../form-context/record-changes';

// ---- Registering a panel (form-context/custom-panels.ts) ----

/**
 * `registerCustomPanel(name, component)`: forms show `component` for a `Custom` panel whose
 * customComponent is `name` (register-panels.ts registers each as a lazy chunk).
 */
export { type CustomPanelComponent, registerCustomPanel } from '../form-context/custom-panels';

// ---- Form events (form-context/form-events.ts) ----

/** beforeSave may `cancel(message)` or `addOperations([...])` to the record's transaction. */
export type { AfterSaveEvent, BeforeSaveEvent, ChangeEvent } from '../form-context/form-events';

/**
 * The data API a panel calls: the server applies the user's rights to every call. For code
 * outside a panel's render (a picker's search, a shared hook), the same calls as `api.data`.
 */
export const panelData = { retrieveMultiple, retrieveAll, retrieveSingleById, updateRecord, executeMultiple };

/**
 * The small API every domain panel gets (issue 23, docs/domain-panels.md): the record, its
 * events, the data API (the server applies the user's rights to every call), permission checks
 * written as in metadata (`entity;level`), the language and toasts.
 */
export type PanelApi = {
  panel: PanelDefinition;
  entity: string;
  /** null for a new record that has not been saved yet. */
  recordId: string | null;
  /** The record as the form holds it now (the user's unsaved edits included). */
  values: RecordValues;
  /** Changes a field of the record: the form is dirty and Save writes it. */
  setValue: (name: string, value: unknown) => void;
  readOnly: boolean;
  /** Reads the record again (after a panel wrote it through its own batch: surveys). */
  reload?: () => Promise<void>;
  /** `route_route;2` style checks (spec 002 section 6). */
  can: (permissions: string) => boolean;
  language: string;
  toast: (message: string, kind?: 'success' | 'info' | 'error') => void;
  data: {
    retrieveMultiple: typeof retrieveMultiple;
    /** every row, page by page (a budget's lines, a trip's places): never cut at a page */
    retrieveAll: typeof retrieveAll;
    retrieveSingleById: typeof retrieveSingleById;
    updateRecord: typeof updateRecord;
    executeMultiple: typeof executeMultiple;
  };
  userId: string;
};

/** The panel API of the record form around the panel (throws outside a record form). */
export function usePanelApi(panel: PanelDefinition): PanelApi {
  const form = useFormContext();
  const { context } = useShell();
  const { i18n } = useTranslation();
  return useMemo(
    () => ({
      panel,
      entity: form.entity,
      recordId: form.recordId,
      values: form.values,
      setValue: form.setValue,
      readOnly: form.readOnly,
      ...(form.reload ? { reload: form.reload } : {}),
      can: (permissions: string) => hasPermissions(context.permDict, permissions, { entity: form.entity }),
      language: i18n.language,
      toast: showToast,
      data: panelData,
      userId: context.user.id,
    }),
    [panel, form, context, i18n.language],
  );
}

type Handlers = {
  change?: (event: ChangeEvent) => void;
  beforeSave?: (event: BeforeSaveEvent) => void | Promise<void>;
  afterSave?: (event: AfterSaveEvent) => void | Promise<void>;
};

/** Subscribes a panel to its form's events; the latest handlers run (no stale state). */
export function useFormEvents(handlers: Handlers): void {
  const { events } = useFormContext();
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const off = [
      events.on('change', (event) => latest.current.change?.(event)),
      events.on('beforeSave', (event) => latest.current.beforeSave?.(event)),
      events.on('afterSave', (event) => latest.current.afterSave?.(event)),
    ];
    return () => {
      for (const stop of off) stop();
    };
  }, [events]);
}

// ---- Live changes (session/live-changes.ts) ----

/**
 * Runs `listener` whenever records of `entity` change anywhere (a colleague's save, another
 * panel's, the live change stream's objectChanged:{entity}); pass a stable listener
 * (useCallback). The panel reads its rows again; unsaved work is merged, never replaced.
 */
export function useRecordsChanged(entity: string, listener: () => void): void {
  useObjectChanged(entity, listener);
}
