import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type RecordValues, retrieveSingleById } from '../data/data-api';
import { changedFields, mergeServerRecord } from '../form-context/record-changes';
import { useObjectChanged } from '../session/live-changes';

export type FormStatus = 'loading' | 'loaded' | 'saving' | 'missing' | 'failed';

type State = {
  status: FormStatus;
  /** The record as last read from the server (or a new record's defaults). */
  original: RecordValues;
  /** What the form shows, the user's edits included. */
  values: RecordValues;
  error?: unknown;
};

export type RecordForm = State & {
  dirty: boolean;
  changed: string[];
  setValue: (name: string, value: unknown) => void;
  setValues: (values: RecordValues) => void;
  /** Reads the record again, dropping local edits. */
  reload: () => Promise<void>;
  setSaving: (saving: boolean) => void;
};

/**
 * The record behind a form (spec 000 section 4, "Record form"): loading, loaded (clean),
 * dirty, saving. Live changes of the entity re-read the record: a clean form shows the server's
 * version, a dirty one merges it (calling onMergeConflict when both sides changed a field).
 * Reloads are skipped while loading or saving.
 */
export function useRecordForm(options: {
  entity: string;
  id: string;
  /**
   * A new record's values, and what counts as unchanged: the defaults. Values passed in (a
   * clone, a lookup's parent) are changes, so such a record can be saved at once.
   */
  newValues: () => { values: RecordValues; defaults: RecordValues };
  onMergeConflict: (server: RecordValues, fields: string[]) => void;
  /** someone else's saved version was taken in without a conflict (MsgRecordUpdated) */
  onServerUpdate?: () => void;
}): RecordForm {
  const { entity, id } = options;
  const isNew = id === '0';
  const [state, setState] = useState<State>({ status: 'loading', original: {}, values: {} });
  const stateRef = useRef(state);
  stateRef.current = state;
  const newValuesRef = useRef(options.newValues);
  newValuesRef.current = options.newValues;
  const conflictRef = useRef(options.onMergeConflict);
  conflictRef.current = options.onMergeConflict;
  const serverUpdateRef = useRef(options.onServerUpdate);
  serverUpdateRef.current = options.onServerUpdate;

  const load = useCallback(
    async (signal?: AbortSignal) => {
      if (isNew) {
        const { values, defaults } = newValuesRef.current();
        setState({ status: 'loaded', original: defaults, values });
        return;
      }
      setState((current) => ({ ...current, status: 'loading' }));
      try {
        const record = await retrieveSingleById(entity, id, signal ? { signal } : {});
        if (signal?.aborted) return;
        setState(
          record
            ? { status: 'loaded', original: record, values: record }
            : { status: 'missing', original: {}, values: {} },
        );
      } catch (error) {
        if (signal?.aborted) return;
        setState({ status: 'failed', original: {}, values: {}, error });
      }
    },
    [entity, id, isNew],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const onChanged = useCallback(async () => {
    const current = stateRef.current;
    if (isNew || current.status !== 'loaded') return;
    let server: RecordValues | null;
    try {
      server = await retrieveSingleById(entity, id);
    } catch {
      return; // the next change or a save will tell
    }
    const latest = stateRef.current;
    if (!server || latest.status !== 'loaded' || server.versionnumber === latest.original.versionnumber)
      return;
    if (changedFields(latest.original, latest.values).length === 0) {
      setState({ status: 'loaded', original: server, values: server });
      serverUpdateRef.current?.();
      return;
    }
    const merge = mergeServerRecord(latest.original, latest.values, server);
    setState({ status: 'loaded', original: server, values: merge.merged });
    if (merge.conflicts.length > 0) conflictRef.current(server, merge.conflicts);
    else serverUpdateRef.current?.();
  }, [entity, id, isNew]);
  useObjectChanged(entity, onChanged);

  const changed = useMemo(() => changedFields(state.original, state.values), [state.original, state.values]);
  const setValue = useCallback((name: string, value: unknown) => {
    setState((current) => ({ ...current, values: { ...current.values, [name]: value } }));
  }, []);
  const setValues = useCallback((values: RecordValues) => {
    setState((current) => ({ ...current, values: { ...current.values, ...values } }));
  }, []);
  const setSaving = useCallback((saving: boolean) => {
    setState((current) => ({ ...current, status: saving ? 'saving' : 'loaded' }));
  }, []);
  const reload = useCallback(() => load(), [load]);

  return { ...state, dirty: changed.length > 0, changed, setValue, setValues, reload, setSaving };
}
