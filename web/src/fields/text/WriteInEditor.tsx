import { useId, useMemo, useState } from 'react';
import { fieldClass } from '../common/field-class';
import { useFocusOnMount } from '../common/use-focus-on-mount';
import type { FieldEditorProps } from '../field-types';
import { optionsOf, visibleOptions } from '../options/option-list';
import { recallWriteIns, rememberWriteIn } from './write-in-memory';

/**
 * Free text with suggestions: the property's options plus what this browser's user typed into
 * the same field before. A new value is remembered when the user leaves the field, not on
 * every keystroke, so half-typed words do not pile up.
 */
export function WriteInEditor({
  id,
  property,
  objectName,
  value,
  onChange,
  record,
  disabled,
  required,
  compact,
  focusOnMount,
}: FieldEditorProps) {
  const ref = useFocusOnMount<HTMLInputElement>(focusOnMount);
  const listId = useId();
  const [remembered, setRemembered] = useState(() => recallWriteIns(objectName, property.logicalName));
  const suggestions = useMemo(() => {
    const labels = visibleOptions(optionsOf(property), record, value).map((option) => String(option.value));
    return [...labels, ...remembered.filter((item) => !labels.includes(item))];
  }, [property, record, value, remembered]);
  return (
    <>
      <input
        ref={ref}
        id={id}
        className={fieldClass('field-input', compact)}
        list={listId}
        value={value == null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        onBlur={(event) => {
          rememberWriteIn(objectName, property.logicalName, event.target.value, suggestions);
          setRemembered(recallWriteIns(objectName, property.logicalName));
        }}
        disabled={disabled}
        aria-required={required || undefined}
        maxLength={property.max}
        autoComplete="off"
      />
      <datalist id={listId}>
        {suggestions.map((item) => (
          <option key={item} value={item} />
        ))}
      </datalist>
    </>
  );
}
