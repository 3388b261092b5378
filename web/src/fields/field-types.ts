import type { ComponentType } from 'react';
import type { RecordValues } from '../data/data-api';
import type { PropertyMeta } from '../metadata/object-metadata';

/**
 * The contract between the field registry and whoever shows a field: the record form, a list
 * cell in edit-in-place, the mass-edit dialog and quick filters all use the same editors.
 */
export type FieldEditorProps = {
  /** The element id; the caller's <label htmlFor> points at it. */
  id: string;
  /** The property's label (the form entry's label or the property's display name). */
  label: string;
  property: PropertyMeta;
  /** The object the record belongs to. */
  objectName: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The whole record: dependent options, lookup filters and prefills read other fields. */
  record: RecordValues;
  disabled?: boolean;
  required?: boolean;
  /** A list cell: no label row, no dialogs that need room, one line high. */
  compact?: boolean;
  /** Take the keyboard focus when shown (a list cell the user just opened for editing). */
  focusOnMount?: boolean;
  /** Extra settings of the form entry (e.g. maxItems of a tag field). */
  settings?: Record<string, unknown>;
};

export type FieldDisplayProps = {
  property: PropertyMeta;
  objectName: string;
  value: unknown;
  record?: RecordValues;
  settings?: Record<string, unknown>;
};

export type FieldEditor = ComponentType<FieldEditorProps>;
export type FieldDisplay = ComponentType<FieldDisplayProps>;
