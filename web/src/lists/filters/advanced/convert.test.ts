import type { FetchFilter } from '@strata/api/contract/query';
import { describe, expect, it } from 'vitest';
import { conditionToFetch, filterToTree, treeToFilter } from './convert.js';
import { propertyOf } from './test-object.js';
import {
  addCondition,
  addGroup,
  type ConditionNode,
  emptyCondition,
  emptyGroup,
  emptyRoot,
  type FilterNode,
} from './tree.js';
import { validateTree } from './validate.js';

const condition = (patch: Partial<ConditionNode>): ConditionNode => ({ ...emptyCondition(), ...patch });
const wire = (patch: Partial<ConditionNode>) => {
  const node = condition(patch);
  const property = propertyOf(node.attribute);
  if (!property) throw new Error(node.attribute);
  return conditionToFetch(node, property);
};

/** The tree without its ids, to compare shapes. */
const shape = (node: FilterNode): unknown =>
  node.kind === 'group'
    ? { type: node.type, children: node.children.map(shape) }
    : { attribute: node.attribute, operator: node.operator, value: node.value, values: node.values };

describe('Advanced Find to FetchFilter', () => {
  it('text operators are like with the wildcards placed', () => {
    expect(wire({ attribute: 'name', operator: 'contains', value: '50%' })).toEqual({
      attribute: 'name',
      operator: 'like',
      value: '%50\\%%',
    });
    expect(wire({ attribute: 'name', operator: 'begins', value: 'Ac' })).toMatchObject({
      operator: 'like',
      value: 'Ac%',
    });
    expect(wire({ attribute: 'name', operator: 'ends', value: 'ltd' })).toMatchObject({
      operator: 'like',
      value: '%ltd',
    });
    expect(wire({ attribute: 'name', operator: 'like', value: 'A_c%' })).toMatchObject({
      operator: 'like',
      value: 'A_c%',
    });
    expect(wire({ attribute: 'name', operator: 'eq', value: 'Acme' })).toEqual({
      attribute: 'name',
      operator: 'eq',
      value: 'Acme',
    });
  });

  it('values take the property’s type; null and not-null take none', () => {
    expect(wire({ attribute: 'revenue', operator: 'ge', value: '12,5' })).toEqual({
      attribute: 'revenue',
      operator: 'ge',
      value: 12.5,
    });
    expect(wire({ attribute: 'numberofemployees', operator: 'lt', value: '10' })).toMatchObject({
      value: 10,
    });
    expect(wire({ attribute: 'customertypecode', operator: 'eq', value: '3' })).toMatchObject({ value: 3 });
    expect(wire({ attribute: 'customertypecode', operator: 'in', values: ['1', '3'] })).toEqual({
      attribute: 'customertypecode',
      operator: 'in',
      value: [1, 3],
    });
    expect(wire({ attribute: 'address1_country', operator: 'in', values: ['Germany'] })).toMatchObject({
      value: ['Germany'],
    });
    expect(wire({ attribute: 'donotemail', operator: 'eq', value: 'false' })).toMatchObject({ value: false });
    expect(wire({ attribute: 'birthday', operator: 'le', value: '2020-01-31' })).toMatchObject({
      value: '2020-01-31',
    });
    expect(wire({ attribute: 'createdon', operator: 'gt', value: '2024-05-15T13:45' })).toMatchObject({
      value: new Date(2024, 4, 15, 13, 45).toISOString(),
    });
    const id = '0b9f6a56-5a43-4f4e-9a3e-1f2d3c4b5a69';
    expect(wire({ attribute: 'parentaccountid', operator: 'eq', value: id })).toMatchObject({ value: id });
    expect(wire({ attribute: 'parentaccountid', operator: 'null', value: id })).toEqual({
      attribute: 'parentaccountid',
      operator: 'null',
    });
  });

  it('groups become nested filters; an empty root is no filter', () => {
    const root = emptyRoot();
    expect(treeToFilter(root, propertyOf)).toBeUndefined();
    const either = emptyGroup('or', [
      condition({ attribute: 'name', operator: 'begins', value: 'A' }),
      condition({ attribute: 'name', operator: 'begins', value: 'B' }),
    ]);
    const tree = addGroup(
      addCondition(root, root.id, condition({ attribute: 'revenue', operator: 'gt', value: '1000' })),
      root.id,
      either,
    );
    expect(validateTree(tree, propertyOf).size).toBe(0);
    expect(treeToFilter(tree, propertyOf)).toEqual({
      type: 'and',
      conditions: [{ attribute: 'revenue', operator: 'gt', value: 1000 }],
      filters: [
        {
          type: 'or',
          conditions: [
            { attribute: 'name', operator: 'like', value: 'A%' },
            { attribute: 'name', operator: 'like', value: 'B%' },
          ],
        },
      ],
    });
  });

  it('a filter it made comes back as the same tree (the chip re-opens the editor)', () => {
    const root = emptyRoot();
    const tree = addGroup(
      addCondition(
        addCondition(root, root.id, condition({ attribute: 'name', operator: 'contains', value: '5%_\\' })),
        root.id,
        condition({ attribute: 'customertypecode', operator: 'in', values: ['1', '3'] }),
      ),
      root.id,
      emptyGroup('or', [
        condition({ attribute: 'createdon', operator: 'ge', value: '2024-05-15T13:45' }),
        condition({ attribute: 'donotemail', operator: 'eq', value: 'true' }),
        condition({ attribute: 'parentaccountid', operator: 'not-null' }),
        condition({ attribute: 'name', operator: 'like', value: 'a_%' }),
      ]),
    );
    const filter = treeToFilter(tree, propertyOf);
    const again = filterToTree(filter, propertyOf);
    expect(shape(again)).toEqual(shape(tree));
    expect(treeToFilter(again, propertyOf)).toEqual(filter);
  });

  it('what the editor cannot show comes back unchosen, for validation to ask about', () => {
    const stored: FetchFilter = {
      type: 'or',
      conditions: [
        { attribute: 'gone', operator: 'eq', value: 1 },
        { attribute: 'name', operator: 'eq', value: 'x', entityName: 'pc' },
        { attribute: 'name', operator: 'gt', value: 'x' },
        { attribute: 'parentaccountid', operator: 'eq', value: { id: 'abc', name: 'account' } },
      ],
    };
    const tree = filterToTree(stored, propertyOf);
    expect(tree.type).toBe('or');
    expect(tree.children.map(shape)).toEqual([
      { attribute: '', operator: '', value: '', values: [] },
      { attribute: '', operator: '', value: '', values: [] },
      { attribute: 'name', operator: '', value: '', values: [] },
      { attribute: 'parentaccountid', operator: 'eq', value: 'abc', values: [] },
    ]);
    expect(filterToTree(undefined, propertyOf).children).toEqual([]);
  });
});
