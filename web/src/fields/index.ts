/**
 * The fields package: the registry, plain-text formatting for list cells, the address dialog
 * (loaded on demand: Leaflet stays out of the main bundle) and the placeholder for a field
 * missing from the metadata.
 */
export type { AddressEditorDialogProps } from './address/AddressEditorDialog';
export { addressPatch, readAddress } from './address/address-fields';
export type { AddressValues } from './address/geocode';
export { LazyAddressEditorDialog as AddressEditorDialog } from './address/LazyAddressEditorDialog';
export { FieldNotFound } from './common/FieldNotFound';
export { type FieldKind, fieldKind } from './field-kind';
export type { FieldDisplay, FieldDisplayProps, FieldEditor, FieldEditorProps } from './field-types';
export { type FormatValueOptions, formatValue, type Translate } from './format-value';
export { displayFor, editorFor } from './registry';
