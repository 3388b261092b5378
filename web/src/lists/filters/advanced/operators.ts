import type { ObjectMeta, PropertyMeta } from '../../../metadata/object-metadata';
import { isFilterable } from '../ad-hoc-filter';
import { type FilterOption, filterOptions } from '../filter-options';
import { type ConditionNode, type EditorOperator, takesValueList } from './tree';

/** The editor a condition's value needs, decided by the property's type and flags. */
export type ValueKind =
  | 'text'
  | 'number'
  | 'integer'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'option'
  | 'multiOption'
  | 'lookup';

export function valueKind(property: PropertyMeta): ValueKind | undefined {
  if (property.type === 'Boolean') return 'boolean';
  // a multi-select integer is a bitmap of options: it is matched by bits, not by equality
  if (property.type === 'Integer' && property.flags.includes('MultiSelect')) return 'multiOption';
  if (property.flags.includes('OptionSet')) return 'option';
  switch (property.type) {
    case 'String':
      return 'text';
    case 'Integer':
      return 'integer';
    case 'Decimal':
    case 'Float':
    case 'Money':
      return 'number';
    case 'DateTime':
      return property.flags.includes('DateOnly') ? 'date' : 'datetime';
    case 'Lookup':
      return property.targets?.[0] ? 'lookup' : undefined;
    default:
      // Guid, Binary and VersionNumber: nothing a person compares by hand
      return undefined;
  }
}

const ordered: EditorOperator[] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'null', 'not-null'];

/** The operators that fit a property, the default one first (the API's rules, api/src/query/operators.ts). */
export const operatorsByKind: Record<ValueKind, readonly EditorOperator[]> = {
  text: ['contains', 'begins', 'ends', 'eq', 'ne', 'like', 'null', 'not-null'],
  number: ordered,
  integer: ordered,
  date: ordered,
  datetime: ordered,
  boolean: ['eq', 'null', 'not-null'],
  option: ['eq', 'ne', 'in', 'null', 'not-null'],
  multiOption: ['contain-values', 'not-contain-values', 'null', 'not-null'],
  lookup: ['eq', 'null', 'not-null'],
};

export function operatorsFor(property: PropertyMeta | undefined): readonly EditorOperator[] {
  const kind = property && valueKind(property);
  return kind ? operatorsByKind[kind] : [];
}

export const takesValue = (operator: EditorOperator | ''): boolean =>
  operator !== '' && operator !== 'null' && operator !== 'not-null';

/** The properties a condition can name, by display name (the property select's order). */
export function conditionProperties(object: ObjectMeta): PropertyMeta[] {
  return object.properties
    .filter((property) => isFilterable(property) && valueKind(property) !== undefined)
    .sort((left, right) => left.displayName.localeCompare(right.displayName));
}

/** The choices of an option set or a Boolean, as the quick filters show them. */
export function propertyOptions(property: PropertyMeta, yesNo: { yes: string; no: string }): FilterOption[] {
  return filterOptions({ name: property.logicalName, type: 'options' }, property, yesNo);
}

/**
 * A condition after the user picked another property: the operator stays when the new
 * property offers it, else the property's default; the value stays only when it is of the
 * same kind, so nothing typed is dropped needlessly and nothing of the wrong type is kept.
 */
export function withProperty(
  condition: ConditionNode,
  previous: PropertyMeta | undefined,
  next: PropertyMeta | undefined,
): Partial<ConditionNode> {
  if (!next) return { attribute: '', operator: '', value: '', values: [] };
  const operators = operatorsFor(next);
  const operator =
    condition.operator && operators.includes(condition.operator) ? condition.operator : (operators[0] ?? '');
  const sameKind =
    previous !== undefined &&
    valueKind(previous) === valueKind(next) &&
    (valueKind(next) !== 'lookup' || previous.targets?.[0] === next.targets?.[0]) &&
    (!['option', 'multiOption'].includes(valueKind(next) ?? '') || previous.logicalName === next.logicalName);
  return sameKind
    ? { attribute: next.logicalName, operator }
    : { attribute: next.logicalName, operator, value: '', values: [] };
}

/** Switching to `in` seeds the list with the single value chosen so far, and back again. */
export function withOperator(condition: ConditionNode, operator: EditorOperator): Partial<ConditionNode> {
  const toList = takesValueList(operator) && !takesValueList(condition.operator);
  if (toList && condition.values.length === 0 && condition.value) {
    return { operator, values: [condition.value] };
  }
  if (
    !takesValueList(operator) &&
    takesValueList(condition.operator) &&
    !condition.value &&
    condition.values[0]
  ) {
    return { operator, value: condition.values[0] };
  }
  return { operator };
}
