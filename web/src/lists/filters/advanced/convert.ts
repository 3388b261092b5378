import type { FetchCondition, FetchFilter } from '@strata/api/contract/query';
import type { PropertyMeta } from '../../../metadata/object-metadata';
import { sameOption } from '../filter-options';
import { operatorsFor, propertyOptions, takesValue, valueKind } from './operators';
import {
  type ConditionNode,
  emptyCondition,
  emptyGroup,
  type FilterNode,
  type GroupNode,
  takesValueList,
} from './tree';
import type { PropertyLookup } from './validate';
import { isoToLocal, likeShape, likeValue, localToIso, parseInteger, parseNumber } from './values';

// labels do not matter for values; the converter only needs each option's typed value
const anyLabels = { yes: '', no: '' };

/**
 * An option's value as the property stores it: Integer option sets compare numbers, String
 * ones text. The editor holds text, so the typed value is looked up among the options.
 */
function optionValue(property: PropertyMeta, text: string): unknown {
  const match = propertyOptions(property, anyLabels).find((option) => sameOption(option.value, text));
  if (match) return match.value;
  return property.type === 'Integer' ? (parseInteger(text) ?? text) : text;
}

/** One value as the API compares it (the condition was validated before). */
function wireValue(property: PropertyMeta, text: string): unknown {
  switch (valueKind(property)) {
    case 'number':
      return parseNumber(text);
    case 'integer':
      return parseInteger(text);
    case 'datetime':
      return localToIso(text);
    case 'boolean':
      // rich options of a Boolean may be written as 1/0
      return text === 'true' || text === '1';
    case 'option':
      return optionValue(property, text);
    default:
      // text, DateOnly days (YYYY-MM-DD) and lookup ids go as they are
      return text;
  }
}

export function conditionToFetch(condition: ConditionNode, property: PropertyMeta): FetchCondition {
  const attribute = property.logicalName;
  const { operator } = condition;
  switch (operator) {
    case '':
      throw new Error('a condition without an operator cannot be converted; validate first');
    case 'null':
    case 'not-null':
      return { attribute, operator };
    case 'contains':
    case 'begins':
    case 'ends':
    case 'like':
      return { attribute, operator: 'like', value: likeValue(operator, condition.value) };
    case 'in':
      return { attribute, operator: 'in', value: condition.values.map((text) => wireValue(property, text)) };
    case 'contain-values':
    case 'not-contain-values':
      return { attribute, operator, value: condition.values.map(Number) };
    default:
      return { attribute, operator, value: wireValue(property, condition.value) };
  }
}

/**
 * The tree as the FetchFilter the list adds to its own (call after validateTree found
 * nothing). An empty root means no advanced filter at all.
 */
export function treeToFilter(root: GroupNode, propertyOf: PropertyLookup): FetchFilter | undefined {
  if (root.children.length === 0) return undefined;
  const convert = (group: GroupNode): FetchFilter => {
    const conditions: FetchCondition[] = [];
    const filters: FetchFilter[] = [];
    for (const child of group.children) {
      if (child.kind === 'group') {
        filters.push(convert(child));
        continue;
      }
      const property = propertyOf(child.attribute);
      if (!property) throw new Error(`unknown property ${child.attribute}; validate first`);
      conditions.push(conditionToFetch(child, property));
    }
    return {
      type: group.type,
      ...(conditions.length ? { conditions } : {}),
      ...(filters.length ? { filters } : {}),
    };
  };
  return convert(root);
}

/** A stored value back as the editor's text. */
function editorText(property: PropertyMeta, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object' && !Array.isArray(value) && 'id' in value) {
    return String((value as { id: unknown }).id);
  }
  if (valueKind(property) === 'datetime' && typeof value === 'string') return isoToLocal(value);
  return String(value);
}

/**
 * A stored condition back as an editor row. A property the entity no longer has (or one on a
 * link, which this editor does not build) comes back unchosen, so validation asks for one.
 */
function conditionFromFetch(condition: FetchCondition, propertyOf: PropertyLookup): ConditionNode {
  const node = emptyCondition();
  const property = condition.entityName ? undefined : propertyOf(condition.attribute);
  if (!property) return node;
  const allowed = operatorsFor(property);
  if (condition.operator === 'like') {
    const shape = likeShape(typeof condition.value === 'string' ? condition.value : '');
    return { ...node, attribute: property.logicalName, operator: shape.operator, value: shape.text };
  }
  const operator = allowed.includes(condition.operator) ? condition.operator : '';
  if (takesValueList(operator)) {
    const values = Array.isArray(condition.value) ? condition.value : [];
    return {
      ...node,
      attribute: property.logicalName,
      operator,
      values: values.map((value) => editorText(property, value)),
    };
  }
  return {
    ...node,
    attribute: property.logicalName,
    operator,
    value: takesValue(operator) ? editorText(property, condition.value) : '',
  };
}

/** A stored advanced filter as the editor's tree (re-opening the Advanced Find chip). */
export function filterToTree(filter: FetchFilter | undefined, propertyOf: PropertyLookup): GroupNode {
  const convert = (part: FetchFilter): GroupNode => {
    const children: FilterNode[] = [
      ...(part.conditions ?? []).map((condition) => conditionFromFetch(condition, propertyOf)),
      ...(part.filters ?? []).map(convert),
    ];
    return emptyGroup(part.type === 'or' ? 'or' : 'and', children);
  };
  return filter ? convert(filter) : emptyGroup('and', []);
}
