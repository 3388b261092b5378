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
import { hasPermissions } from '../session/permissions';
import { showToast } from '../ui/toasts';

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
  values: RecordValues;
  setValue: (name: string, value: unknown) => void;
  readOnly: boolean;
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

const data = { retrieveMultiple, retrieveAll, retrieveSingleById, updateRecord, executeMultiple };

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
      can: (permissions: string) => hasPermissions(context.permDict, permissions, { entity: form.entity }),
      language: i18n.language,
      toast: showToast,
      data,
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
