import { isLookupValue } from '../api/data-api';
import type { PropertyMeta } from '../metadata/object-metadata';
import type { FieldDisplay, FieldDisplayProps, FieldEditor, FieldEditorProps } from './field-types';

/*
 * PLACEHOLDER registry (to be replaced by the full field registry): one plain text editor and
 * one plain display for every property.
 */

function PlainEditor({ id, value, onChange, disabled, required }: FieldEditorProps) {
  return (
    <input
      id={id}
      value={isLookupValue(value) ? (value.label ?? '') : value == null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      required={required}
    />
  );
}

function PlainDisplay({ value }: FieldDisplayProps) {
  return <>{isLookupValue(value) ? (value.label ?? '') : value == null ? '' : String(value)}</>;
}

export function editorFor(_property: PropertyMeta): FieldEditor {
  return PlainEditor;
}

export function displayFor(_property: PropertyMeta): FieldDisplay {
  return PlainDisplay;
}
