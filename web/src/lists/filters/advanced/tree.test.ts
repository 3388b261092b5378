import { describe, expect, it } from 'vitest';
import {
  addCondition,
  addGroup,
  countConditions,
  depthOf,
  emptyCondition,
  emptyGroup,
  emptyRoot,
  findNode,
  type GroupNode,
  maxGroupDepth,
  numberNodes,
  removeNode,
  setGroupType,
  updateCondition,
} from './tree.js';

describe('the Advanced Find tree', () => {
  it('adds conditions and groups to the group named, leaving the rest untouched', () => {
    const root = emptyRoot();
    expect(root).toMatchObject({ kind: 'group', type: 'and', children: [] });
    const one = addCondition(root, root.id);
    expect(one).not.toBe(root);
    expect(root.children).toHaveLength(0);
    const inner = emptyGroup('or');
    const two = addGroup(one, root.id, inner);
    expect(two.children.map((child) => child.kind)).toEqual(['condition', 'group']);
    // a new group starts with one empty condition
    expect(inner.children).toHaveLength(1);
    const three = addCondition(two, inner.id);
    expect((findNode(three, inner.id) as GroupNode).children).toHaveLength(2);
    // the untouched condition is the same object (React keeps its row)
    expect(three.children[0]).toBe(two.children[0]);
    expect(countConditions(three)).toBe(3);
  });

  it('keeps conditions before subgroups, the order a saved filter comes back in', () => {
    const root = emptyRoot();
    const inner = emptyGroup('or');
    const withGroup = addGroup(addCondition(root, root.id), root.id, inner);
    const added = emptyCondition();
    const tree = addCondition(withGroup, root.id, added);
    expect(tree.children.map((child) => child.kind)).toEqual(['condition', 'condition', 'group']);
    expect(tree.children[1]).toBe(added);
    expect(tree.children[2]).toBe(inner);
  });

  it('removes a condition or a whole group, never the root', () => {
    const condition = emptyCondition();
    const inner = emptyGroup('or');
    const root = emptyRoot();
    // an id that is no group of the tree changes nothing
    expect(addGroup(addCondition(root, 'x', condition), 'x', inner)).toBe(root);
    const built = addGroup(addCondition(root, root.id, condition), root.id, inner);
    expect(removeNode(built, condition.id).children).toEqual([inner]);
    expect(removeNode(built, inner.id).children).toEqual([condition]);
    expect(removeNode(built, built.id)).toBe(built);
    expect(removeNode(built, 'unknown')).toBe(built);
  });

  it('switches a group between and and or', () => {
    const inner = emptyGroup('and');
    const start = emptyRoot();
    const withInner = addGroup(start, start.id, inner);
    const switched = setGroupType(withInner, inner.id, 'or');
    expect((findNode(switched, inner.id) as GroupNode).type).toBe('or');
    expect(setGroupType(switched, switched.id, 'or').type).toBe('or');
    expect(setGroupType(switched, inner.id, 'or')).toBe(switched);
  });

  it('updates one condition', () => {
    const condition = emptyCondition();
    const start = emptyRoot();
    const tree = addCondition(start, start.id, condition);
    const changed = updateCondition(tree, condition.id, {
      attribute: 'name',
      operator: 'contains',
      value: 'a',
    });
    expect(changed.children[0]).toMatchObject({
      id: condition.id,
      attribute: 'name',
      operator: 'contains',
      value: 'a',
    });
    expect(condition.attribute).toBe('');
    // a group id is not a condition: nothing changes
    expect(updateCondition(tree, tree.id, { attribute: 'x' })).toEqual(tree);
  });

  it('nests groups at most maxGroupDepth deep', () => {
    let root = emptyRoot();
    let parent = root.id;
    for (let level = 2; level <= maxGroupDepth + 2; level += 1) {
      const group = emptyGroup();
      const next = addGroup(root, parent, group);
      if (level > maxGroupDepth) {
        expect(next).toBe(root);
        break;
      }
      root = next;
      expect(depthOf(root, group.id)).toBe(level);
      parent = group.id;
    }
    expect(depthOf(root, 'none')).toBe(0);
  });

  it('numbers groups and conditions in reading order', () => {
    const start = emptyRoot();
    const first = emptyCondition();
    const inner = emptyGroup('or');
    const last = emptyCondition();
    const tree = addCondition(
      addGroup(addCondition(start, start.id, first), start.id, inner),
      start.id,
      last,
    );
    const numbers = numberNodes(tree);
    expect(numbers.get(tree.id)).toBe(1);
    expect(numbers.get(first.id)).toBe(1);
    // the condition added last still reads before the subgroup (conditions come first)
    expect(numbers.get(last.id)).toBe(2);
    expect(numbers.get(inner.id)).toBe(2);
    expect(numbers.get(inner.children[0]?.id ?? '')).toBe(3);
  });
});
