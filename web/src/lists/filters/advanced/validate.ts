import { endsInLoneEscape, fetchLimits } from '@strata/api/contract/query-rules';
import type { PropertyMeta } from '../../../metadata/object-metadata';
import { operatorsFor, takesValue, valueKind } from './operators';
import { type ConditionNode, type FilterNode, type GroupNode, takesValueList } from './tree';
import { isDay, localToIso, parseInteger, parseNumber } from './values';

/** Why a node cannot be applied; each is a key under advancedFind.errors. */
export type Problem =
  | 'noProperty'
  | 'noOperator'
  | 'noValue'
  | 'noChoice'
  | 'noValues'
  | 'notNumber'
  | 'notInteger'
  | 'badDate'
  | 'badPattern'
  | 'tooLong'
  | 'emptyGroup';

/** Which control of a condition a problem belongs to (it gets aria-invalid and the message). */
export const problemField = (problem: Problem): 'property' | 'operator' | 'value' =>
  problem === 'noProperty' ? 'property' : problem === 'noOperator' ? 'operator' : 'value';

/** The API's longest string value, less 2 for the % of contains. */
const maxText = fetchLimits.stringValue - 2;

export type PropertyLookup = (attribute: string) => PropertyMeta | undefined;

/** The first thing wrong with one condition, or undefined when it can be applied. */
export function conditionProblem(condition: ConditionNode, propertyOf: PropertyLookup): Problem | undefined {
  const property = condition.attribute ? propertyOf(condition.attribute) : undefined;
  if (!property) return 'noProperty';
  const kind = valueKind(property);
  if (!condition.operator || !operatorsFor(property).includes(condition.operator)) return 'noOperator';
  if (!takesValue(condition.operator)) return undefined;
  if (takesValueList(condition.operator)) {
    return condition.values.length === 0 ? 'noValues' : undefined;
  }
  const text = condition.value;
  switch (kind) {
    case 'boolean':
    case 'option':
    case 'lookup':
      return text === '' ? 'noChoice' : undefined;
    case 'number':
      if (text.trim() === '') return 'noValue';
      return parseNumber(text) === undefined ? 'notNumber' : undefined;
    case 'integer':
      if (text.trim() === '') return 'noValue';
      return parseInteger(text) === undefined ? 'notInteger' : undefined;
    case 'date':
      if (text === '') return 'noValue';
      return isDay(text) ? undefined : 'badDate';
    case 'datetime':
      if (text === '') return 'noValue';
      return localToIso(text) === undefined ? 'badDate' : undefined;
    default:
      // text: an empty text is refused too; "is empty" is the null operator
      if (text === '') return 'noValue';
      if (text.length > maxText) return 'tooLong';
      if (condition.operator === 'like' && endsInLoneEscape(text)) return 'badPattern';
      return undefined;
  }
}

/**
 * Every problem of the tree by node id. An empty root is fine (Apply then removes the
 * advanced filter), an empty inner group is not: an empty or-group would match nothing.
 */
export function validateTree(root: GroupNode, propertyOf: PropertyLookup): Map<string, Problem> {
  const problems = new Map<string, Problem>();
  const walk = (node: FilterNode, isRoot: boolean) => {
    if (node.kind === 'condition') {
      const problem = conditionProblem(node, propertyOf);
      if (problem) problems.set(node.id, problem);
      return;
    }
    if (!isRoot && node.children.length === 0) problems.set(node.id, 'emptyGroup');
    for (const child of node.children) walk(child, false);
  };
  walk(root, true);
  return problems;
}
