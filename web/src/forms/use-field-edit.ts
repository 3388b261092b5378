import { useCallback, useRef } from 'react';
import type { RecordValues } from '../data/data-api';
import type { FormEvents } from '../form-context/form-events';
import type { useFormScripts } from './scripts/use-form-scripts';

/**
 * A field edited by the user: the value is set, domain panels hear the change event, and the
 * form's change script runs with the field's name and the values after the edit. Values a
 * script sets go through the form's own setValue and raise no change event.
 */
export function useFieldEdit(options: {
  values: RecordValues;
  setValue: (name: string, value: unknown) => void;
  events: FormEvents;
  scripts: ReturnType<typeof useFormScripts>;
  recordId: string | null;
}) {
  const { setValue, events, scripts, recordId } = options;
  const valuesRef = useRef(options.values);
  valuesRef.current = options.values;
  return useCallback(
    (name: string, value: unknown) => {
      setValue(name, value);
      events.emitChange({ field: name, value });
      if (scripts.has('change')) {
        void scripts.run('change', {
          values: { ...valuesRef.current, [name]: value },
          recordId,
          field: name,
        });
      }
    },
    [setValue, scripts, recordId, events],
  );
}
