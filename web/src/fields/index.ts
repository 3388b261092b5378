/**
 * The fields package: the registry, plain-text formatting for list cells, the address dialog
 * and the placeholder for a field missing from the metadata.
 */
export { AddressEditorDialog, type AddressEditorDialogProps } from './address/AddressEditorDialog';
export { FieldNotFound } from './common/FieldNotFound';
export { type FieldKind, fieldKind } from './field-kind';
export type { FieldDisplay, FieldDisplayProps, FieldEditor, FieldEditorProps } from './field-types';
export { type FormatValueOptions, formatValue } from './format-value';
export { displayFor, editorFor } from './registry';
