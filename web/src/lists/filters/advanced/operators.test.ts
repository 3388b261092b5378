import { describe, expect, it } from 'vitest';
import { conditionProperties, operatorsFor, valueKind, withOperator, withProperty } from './operators.js';
import { propertyOf, testObject } from './test-object.js';
import { emptyCondition } from './tree.js';

const prop = (name: string) => {
  const found = propertyOf(name);
  if (!found) throw new Error(name);
  return found;
};

describe('Advanced Find operators', () => {
  it('fit the property type', () => {
    expect(operatorsFor(prop('name'))).toEqual([
      'contains',
      'begins',
      'ends',
      'eq',
      'ne',
      'like',
      'null',
      'not-null',
    ]);
    for (const name of ['revenue', 'numberofemployees', 'createdon', 'birthday']) {
      expect(operatorsFor(prop(name))).toEqual(['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'null', 'not-null']);
    }
    expect(operatorsFor(prop('donotemail'))).toEqual(['eq', 'null', 'not-null']);
    expect(operatorsFor(prop('customertypecode'))).toEqual(['eq', 'ne', 'in', 'null', 'not-null']);
    expect(operatorsFor(prop('address1_country'))).toEqual(['eq', 'ne', 'in', 'null', 'not-null']);
    expect(operatorsFor(prop('parentaccountid'))).toEqual(['eq', 'null', 'not-null']);
    expect(operatorsFor(undefined)).toEqual([]);
    expect(valueKind(prop('createdon'))).toBe('datetime');
    expect(valueKind(prop('birthday'))).toBe('date');
  });

  it('properties a condition can name, by display name; ids and images are left out', () => {
    const names = conditionProperties(testObject).map((property) => property.displayName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).not.toContain('Id');
    expect(names).not.toContain('Logo');
    expect(names).toContain('Parent Account');
  });

  it('another property keeps what still fits and drops what does not', () => {
    const condition = { ...emptyCondition(), attribute: 'revenue', operator: 'gt' as const, value: '100' };
    // a number does not fit a date: the value goes, the operator fits both and stays
    expect(withProperty(condition, prop('revenue'), prop('createdon'))).toEqual({
      attribute: 'createdon',
      operator: 'gt',
      value: '',
      values: [],
    });
    expect(withProperty(condition, prop('revenue'), prop('revenue'))).toEqual({
      attribute: 'revenue',
      operator: 'gt',
    });
    // a text property has no gt: its default operator
    expect(withProperty(condition, prop('revenue'), prop('name'))).toMatchObject({
      attribute: 'name',
      operator: 'contains',
      value: '',
    });
    expect(withProperty(condition, prop('revenue'), undefined)).toEqual({
      attribute: '',
      operator: '',
      value: '',
      values: [],
    });
    expect(withProperty(emptyCondition(), undefined, prop('name'))).toMatchObject({ operator: 'contains' });
  });

  it('in takes over the single value, and gives it back', () => {
    const single = {
      ...emptyCondition(),
      attribute: 'customertypecode',
      operator: 'eq' as const,
      value: '3',
    };
    expect(withOperator(single, 'in')).toEqual({ operator: 'in', values: ['3'] });
    const many = { ...single, operator: 'in' as const, value: '', values: ['1', '3'] };
    expect(withOperator(many, 'ne')).toEqual({ operator: 'ne', value: '1' });
    expect(withOperator(single, 'ne')).toEqual({ operator: 'ne' });
  });
});
