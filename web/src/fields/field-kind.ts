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
  const has = (flag: PropertyMeta['flags'][number]) => property.flags.includes(flag);
  if (settings?.button === true) return 'button';
  if (
    (settings?.stage === true && has('OptionSet')) ||
    (property.type === 'Integer' && has('OptionSet') && settings?.display === 'stage')
  ) {
    return 'stage';
  }
  if (has('Image')) return 'image';
  if (has('File')) return 'file';
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
      return has('DateOnly') ? 'date' : 'datetime';
    case 'Integer':
    case 'Decimal':
    case 'Float':
      if (has('MultiSelect')) return 'multiselect';
      if (has('OptionSet')) return 'options';
      return has('Duration') ? 'duration' : 'number';
    case 'String':
      if (has('AutoNumber')) return 'autonumber';
      if (has('MultiSelect')) return 'multiselect';
      if (has('WriteIn')) return 'writein';
      if (has('OptionSet')) return 'options';
      if (isTagField(property, settings)) return 'tags';
      if (has('Json')) return 'json';
      if (has('Url')) return 'url';
      if (has('Email')) return 'email';
      if (has('Phone')) return 'phone';
      return has('MultiLine') ? 'multiline' : 'text';
  }
  return 'text';
}
