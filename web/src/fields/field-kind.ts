import type { PropertyMeta } from '../metadata/object-metadata';

/** What a field looks like, decided once from (type, flags, form-entry settings). */
export type FieldKind =
  | 'text'
  | 'multiline'
  | 'url'
  | 'email'
  | 'phone'
  | 'json'
  | 'autonumber'
  | 'writein'
  | 'tags'
  | 'number'
  | 'money'
  | 'duration'
  | 'datetime'
  | 'date'
  | 'boolean'
  | 'options'
  | 'multiselect'
  | 'stage'
  | 'button'
  | 'lookup'
  | 'image'
  | 'file'
  | 'readonly';

type Settings = Record<string, unknown> | undefined;

/** Tags: a String marked by the form entry (settings.tags), or any String property named tags. */
export function isTagField(
  property: Pick<PropertyMeta, 'type' | 'logicalName'>,
  settings: Settings,
): boolean {
  return property.type === 'String' && (settings?.tags === true || property.logicalName === 'tags');
}

/**
 * The kind of field. Settings come first because they are the form designer's explicit wish
 * (a stage bar or a button over an ordinary column); then flags that change the storage
 * (Image/File, AutoNumber) and finally the type.
 */
export function fieldKind(property: PropertyMeta, settings?: Settings): FieldKind {
  // no closure here: this runs for every cell of a list or an export
  const flags = property.flags;
  if (settings?.button === true) return 'button';
  if (
    (settings?.stage === true && flags.includes('OptionSet')) ||
    (property.type === 'Integer' && flags.includes('OptionSet') && settings?.display === 'stage')
  ) {
    return 'stage';
  }
  if (flags.includes('Image')) return 'image';
  if (flags.includes('File')) return 'file';
  switch (property.type) {
    case 'Guid':
    case 'VersionNumber':
    case 'Binary':
      return 'readonly';
    case 'Lookup':
      return 'lookup';
    case 'Boolean':
      return 'boolean';
    case 'Money':
      return 'money';
    case 'DateTime':
      return flags.includes('DateOnly') ? 'date' : 'datetime';
    case 'Integer':
    case 'Decimal':
    case 'Float':
      if (flags.includes('MultiSelect')) return 'multiselect';
      if (flags.includes('OptionSet')) return 'options';
      return flags.includes('Duration') ? 'duration' : 'number';
    case 'String':
      if (flags.includes('AutoNumber')) return 'autonumber';
      if (flags.includes('MultiSelect')) return 'multiselect';
      if (flags.includes('WriteIn')) return 'writein';
      if (flags.includes('OptionSet')) return 'options';
      if (isTagField(property, settings)) return 'tags';
      if (flags.includes('Json')) return 'json';
      if (flags.includes('Url')) return 'url';
      if (flags.includes('Email')) return 'email';
      if (flags.includes('Phone')) return 'phone';
      return flags.includes('MultiLine') ? 'multiline' : 'text';
  }
  return 'text';
}
