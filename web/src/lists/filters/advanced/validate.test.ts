import { describe, expect, it } from 'vitest';
import { propertyOf } from './test-object.js';
import { addCondition, addGroup, type ConditionNode, emptyCondition, emptyGroup, emptyRoot } from './tree.js';
import { conditionProblem, problemField, validateTree } from './validate.js';

const condition = (patch: Partial<ConditionNode>): ConditionNode => ({ ...emptyCondition(), ...patch });
const problem = (patch: Partial<ConditionNode>) => conditionProblem(condition(patch), propertyOf);

describe('Advanced Find validation', () => {
  it('a condition needs a property and an operator that fits it', () => {
    expect(problem({})).toBe('noProperty');
    expect(problem({ attribute: 'nosuchfield', operator: 'eq', value: 'x' })).toBe('noProperty');
    expect(problem({ attribute: 'name' })).toBe('noOperator');
    expect(problem({ attribute: 'name', operator: 'gt', value: 'x' })).toBe('noOperator');
    expect(problemField('noProperty')).toBe('property');
    expect(problemField('noOperator')).toBe('operator');
    expect(problemField('notNumber')).toBe('value');
  });

  it('an operator that needs a value needs one of the right kind', () => {
    expect(problem({ attribute: 'name', operator: 'contains' })).toBe('noValue');
    expect(problem({ attribute: 'name', operator: 'contains', value: 'acme' })).toBeUndefined();
    expect(problem({ attribute: 'name', operator: 'null' })).toBeUndefined();
    expect(problem({ attribute: 'name', operator: 'like', value: 'a\\' })).toBe('badPattern');
    expect(problem({ attribute: 'name', operator: 'eq', value: 'x'.repeat(5000) })).toBe('tooLong');
    expect(problem({ attribute: 'revenue', operator: 'gt', value: '' })).toBe('noValue');
    expect(problem({ attribute: 'revenue', operator: 'gt', value: '12abc' })).toBe('notNumber');
    expect(problem({ attribute: 'revenue', operator: 'gt', value: '12,5' })).toBeUndefined();
    expect(problem({ attribute: 'numberofemployees', operator: 'ge', value: '1.5' })).toBe('notInteger');
    expect(problem({ attribute: 'numberofemployees', operator: 'ge', value: '15' })).toBeUndefined();
    expect(problem({ attribute: 'birthday', operator: 'lt', value: '2023-02-30' })).toBe('badDate');
    expect(problem({ attribute: 'birthday', operator: 'lt', value: '2023-02-28' })).toBeUndefined();
    expect(problem({ attribute: 'createdon', operator: 'lt', value: '' })).toBe('noValue');
    expect(problem({ attribute: 'createdon', operator: 'lt', value: '2024-01-01T10:00' })).toBeUndefined();
    expect(problem({ attribute: 'customertypecode', operator: 'eq', value: '' })).toBe('noChoice');
    expect(problem({ attribute: 'donotemail', operator: 'eq', value: 'true' })).toBeUndefined();
    expect(problem({ attribute: 'parentaccountid', operator: 'eq', value: '' })).toBe('noChoice');
  });

  it('in needs at least one value', () => {
    expect(problem({ attribute: 'customertypecode', operator: 'in', values: [] })).toBe('noValues');
    expect(problem({ attribute: 'customertypecode', operator: 'in', values: ['1'] })).toBeUndefined();
  });

  it('the whole tree: problems by node, an empty inner group is one, an empty root is not', () => {
    const root = emptyRoot();
    expect(validateTree(root, propertyOf).size).toBe(0);
    const good = condition({ attribute: 'name', operator: 'contains', value: 'a' });
    const bad = condition({ attribute: 'revenue', operator: 'gt', value: 'lots' });
    const inner = emptyGroup('or', []);
    const tree = addGroup(addCondition(addCondition(root, root.id, good), root.id, bad), root.id, inner);
    const problems = validateTree(tree, propertyOf);
    expect([...problems]).toEqual([
      [bad.id, 'notNumber'],
      [inner.id, 'emptyGroup'],
    ]);
  });
});
