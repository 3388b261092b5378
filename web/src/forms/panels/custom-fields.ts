import type { FieldEditor } from '../../fields/field-types';

/**
 * Field components a form entry names in customComponent (spec 000 section 3, "Field item"): they
 * take the place of the property's own editor, with the same props (the record, the value and
 * onChange), under the field's label. Panels have their own registry (custom-panels.ts): a panel
 * gets a whole area of the form, a field component one field's editor.
 */
const components = new Map<string, FieldEditor>();

/** Registers a field component (register-custom-fields.ts); a lazy one is shown in a suspense boundary. */
export function registerCustomField(name: string, component: FieldEditor): void {
  components.set(name, component);
}

export function customField(name: string): FieldEditor | undefined {
  return components.get(name);
}
