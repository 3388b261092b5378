/**
 * The Advanced Find editor's model: a tree of and/or groups holding conditions. Every change
 * is a pure function returning a new tree, so React sees each edit and tests need no DOM.
 */

/**
 * The operators the editor offers. contains, begins and ends are the API's `like` with the
 * wildcards placed for the user; like itself takes a pattern as typed.
 */
export const editorOperators = [
  'eq',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
  'contains',
  'begins',
  'ends',
  'like',
  'in',
  'contain-values',
  'not-contain-values',
  'null',
  'not-null',
] as const;
export type EditorOperator = (typeof editorOperators)[number];

/** Operators whose value is a list of options (checkboxes) rather than one value. */
export const takesValueList = (operator: EditorOperator | ''): boolean =>
  operator === 'in' || operator === 'contain-values' || operator === 'not-contain-values';

export type ConditionNode = {
  kind: 'condition';
  id: string;
  /** a property of the list's entity; '' until one is chosen */
  attribute: string;
  operator: EditorOperator | '';
  /**
   * The value as its editor holds it: always text, so what the user typed survives while it
   * is invalid ('12,5x'), and a change of operator keeps it.
   */
  value: string;
  /** the values of `in`, as text */
  values: string[];
};

export type GroupNode = {
  kind: 'group';
  id: string;
  type: 'and' | 'or';
  children: FilterNode[];
};

export type FilterNode = ConditionNode | GroupNode;

/**
 * How deep groups may nest: the advanced filter sits two levels down in the list's filter
 * (under the and of view, quick filters and Advanced Find), and the API allows 8 levels.
 */
export const maxGroupDepth = 5;

let lastId = 0;
/** Ids only tell nodes apart within one editing session (React keys, error anchors). */
export const newId = (): string => {
  lastId += 1;
  return `af${lastId}`;
};

export const emptyCondition = (): ConditionNode => ({
  kind: 'condition',
  id: newId(),
  attribute: '',
  operator: '',
  value: '',
  values: [],
});

/** A new group starts with one empty condition: a group is only useful with something in it. */
export const emptyGroup = (type: 'and' | 'or' = 'and', children?: FilterNode[]): GroupNode => ({
  kind: 'group',
  id: newId(),
  type,
  children: children ?? [emptyCondition()],
});

/** The root: an and-group, empty when there is no advanced filter yet. */
export const emptyRoot = (): GroupNode => emptyGroup('and', []);

/** Applies `change` to the node with `id`; a change answering null removes the node. */
function mapTree(
  node: FilterNode,
  id: string,
  change: (node: FilterNode) => FilterNode | null,
): FilterNode | null {
  if (node.id === id) return change(node);
  if (node.kind === 'condition') return node;
  let changed = false;
  const children: FilterNode[] = [];
  for (const child of node.children) {
    const next = mapTree(child, id, change);
    if (next !== child) changed = true;
    if (next) children.push(next);
  }
  return changed ? { ...node, children } : node;
}

const onGroup =
  (change: (group: GroupNode) => GroupNode) =>
  (node: FilterNode): FilterNode =>
    node.kind === 'group' ? change(node) : node;

/**
 * A new condition goes after the group's conditions and before its subgroups: the API's filter
 * holds a group's conditions and its subgroups apart, so this is the order a saved filter
 * comes back in, and the editor shows it that way from the start.
 */
export function addCondition(root: GroupNode, groupId: string, condition = emptyCondition()): GroupNode {
  return mapTree(
    root,
    groupId,
    onGroup((group) => {
      const firstGroup = group.children.findIndex((child) => child.kind === 'group');
      const at = firstGroup < 0 ? group.children.length : firstGroup;
      return { ...group, children: [...group.children.slice(0, at), condition, ...group.children.slice(at)] };
    }),
  ) as GroupNode;
}

export function addGroup(root: GroupNode, groupId: string, group = emptyGroup()): GroupNode {
  if (!canNestIn(depthOf(root, groupId))) return root;
  return mapTree(
    root,
    groupId,
    onGroup((parent) => ({ ...parent, children: [...parent.children, group] })),
  ) as GroupNode;
}

/** Removes a condition or a group with everything in it; the root itself stays. */
export function removeNode(root: GroupNode, id: string): GroupNode {
  if (id === root.id) return root;
  return mapTree(root, id, () => null) as GroupNode;
}

export function setGroupType(root: GroupNode, groupId: string, type: 'and' | 'or'): GroupNode {
  return mapTree(
    root,
    groupId,
    onGroup((group) => (group.type === type ? group : { ...group, type })),
  ) as GroupNode;
}

export function updateCondition(
  root: GroupNode,
  id: string,
  patch: Partial<Omit<ConditionNode, 'kind' | 'id'>>,
): GroupNode {
  return mapTree(root, id, (node) => (node.kind === 'condition' ? { ...node, ...patch } : node)) as GroupNode;
}

export function findNode(node: FilterNode, id: string): FilterNode | undefined {
  if (node.id === id) return node;
  if (node.kind === 'condition') return undefined;
  for (const child of node.children) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return undefined;
}

/** 1 for the root, 2 for what it holds, and so on; 0 when the id is not in the tree. */
export function depthOf(node: FilterNode, id: string, depth = 1): number {
  if (node.id === id) return depth;
  if (node.kind === 'condition') return 0;
  for (const child of node.children) {
    const found = depthOf(child, id, depth + 1);
    if (found) return found;
  }
  return 0;
}

/** Whether a group at this depth may get a group of its own. */
export const canNestIn = (depth: number) => depth > 0 && depth < maxGroupDepth;

export function countConditions(node: FilterNode): number {
  return node.kind === 'condition'
    ? 1
    : node.children.reduce((sum, child) => sum + countConditions(child), 0);
}

/**
 * Numbers for groups and conditions in reading order ("Group 2", "Condition 3"): they name
 * the controls of each row for screen readers and make error messages point somewhere.
 */
export function numberNodes(root: GroupNode): Map<string, number> {
  const numbers = new Map<string, number>();
  let groups = 0;
  let conditions = 0;
  const walk = (node: FilterNode) => {
    if (node.kind === 'condition') {
      conditions += 1;
      numbers.set(node.id, conditions);
      return;
    }
    groups += 1;
    numbers.set(node.id, groups);
    node.children.forEach(walk);
  };
  walk(root);
  return numbers;
}
