import type { QuickFilterDefinition } from '../../list-views/quick-filter';
import type { PropertyMeta } from '../../metadata/object-metadata';

/** Properties a filter cannot work on (binary data, ids, versions, files and images, JSON). */
export function isFilterable(property: PropertyMeta): boolean {
  if (['Binary', 'Guid', 'VersionNumber'].includes(property.type)) return false;
  return !property.flags.some((flag) => flag === 'File' || flag === 'Image' || flag === 'Json');
}

/**
 * The filter the '+' chip adds for a property the user chose: option sets and booleans pick
 * options, dates a date range, numbers a numeric range, lookups records, text a contains.
 * Its name is prefixed so it never collides with the view's own filters.
 */
export function adHocFilter(property: PropertyMeta): QuickFilterDefinition {
  const base = {
    name: `+${property.logicalName}`,
    propertyName: property.logicalName,
    label: property.displayName,
  };
  if (property.flags.includes('OptionSet') || property.type === 'Boolean') {
    return { ...base, type: 'options', multiSelect: property.type !== 'Boolean' };
  }
  switch (property.type) {
    case 'DateTime':
      return { ...base, type: 'daterange' };
    case 'Integer':
    case 'Decimal':
    case 'Float':
    case 'Money':
      return { ...base, type: 'numericrange' };
    case 'Lookup':
      return {
        ...base,
        type: 'lookup',
        ...(property.targets?.[0] ? { objectName: property.targets[0] } : {}),
      };
    default:
      return { ...base, type: 'text' };
  }
}
