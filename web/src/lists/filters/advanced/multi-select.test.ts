import { describe, expect, it } from 'vitest';
import { conditionToFetch, filterToTree, treeToFilter } from './convert.js';
import { operatorsFor, withOperator } from './operators.js';
import { propertyOf } from './test-object.js';
import { type ConditionNode, emptyCondition, emptyRoot } from './tree.js';
import { validateTree } from './validate.js';

const channels = () => {
  const property = propertyOf('channels');
  if (!property) throw new Error('the test object has no channels');
  return property;
};
const condition = (patch: Partial<ConditionNode>): ConditionNode => ({
  ...emptyCondition(),
  attribute: 'channels',
  ...patch,
});

describe('Advanced Find on a multi-select (a bitmap of options)', () => {
  it('offers bit operators, not equality', () => {
    expect(operatorsFor(channels())).toEqual(['contain-values', 'not-contain-values', 'null', 'not-null']);
  });

  it('sends the chosen option values as numbers', () => {
    expect(
      conditionToFetch(condition({ operator: 'contain-values', values: ['0', '2'] }), channels()),
    ).toEqual({
      attribute: 'channels',
      operator: 'contain-values',
      value: [0, 2],
    });
    expect(
      conditionToFetch(condition({ operator: 'not-contain-values', values: ['2'] }), channels()),
    ).toEqual({
      attribute: 'channels',
      operator: 'not-contain-values',
      value: [2],
    });
  });

  it('asks for at least one option', () => {
    const root = { ...emptyRoot(), children: [condition({ operator: 'contain-values', values: [] })] };
    expect([...validateTree(root, propertyOf).values()]).toEqual(['noValues']);
  });

  it('comes back from a stored filter as the same checked options', () => {
    const root = {
      ...emptyRoot(),
      children: [condition({ operator: 'contain-values', values: ['0', '2'] })],
    };
    const filter = treeToFilter(root, propertyOf);
    const back = filterToTree(filter, propertyOf);
    expect(back.children[0]).toMatchObject({
      attribute: 'channels',
      operator: 'contain-values',
      values: ['0', '2'],
    });
  });

  it('keeps the values when switching between the two bit operators', () => {
    const current = condition({ operator: 'contain-values', values: ['2'] });
    expect(withOperator(current, 'not-contain-values')).toEqual({ operator: 'not-contain-values' });
  });
});
