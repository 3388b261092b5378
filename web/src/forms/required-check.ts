import type { RecordValues } from '../api/data-api';
import type { ObjectMeta } from '../metadata/object-metadata';
import type { FormFieldDefinition } from './form-definition';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Labels of required fields left empty (spec 000 section 5): required by the property's
 * Required flag or by the form entry, among the fields the form shows; AutoNumber fields are
 * filled by the server and never count.
 */
export function missingRequired(
  object: ObjectMeta,
  fields: FormFieldDefinition[],
  values: RecordValues,
): string[] {
  const missing: string[] = [];
  const seen = new Set<string>();
  for (const field of fields) {
    if (seen.has(field.name)) continue;
    seen.add(field.name);
    const property = object.properties.find((candidate) => candidate.logicalName === field.name);
    if (!property || property.flags.includes('AutoNumber')) continue;
    const required = field.required ?? property.flags.includes('Required');
    if (required && isEmpty(values[field.name])) missing.push(field.label || property.displayName);
  }
  return missing;
}
