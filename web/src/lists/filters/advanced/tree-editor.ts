import type { PropertyMeta } from '../../../metadata/object-metadata';
import type { ConditionNode } from './tree';
import type { Problem, PropertyLookup } from './validate';

/**
 * What every group and condition row of the editor works with: the entity's properties, the
 * numbers that name the rows, the problems to show and the edits, which all go to the one
 * tree the dialog holds.
 */
export type TreeEditor = {
  properties: readonly PropertyMeta[];
  propertyOf: PropertyLookup;
  numbers: ReadonlyMap<string, number>;
  /** empty until the user first tries to apply, then live */
  problems: ReadonlyMap<string, Problem>;
  update: (id: string, patch: Partial<Omit<ConditionNode, 'kind' | 'id'>>) => void;
  addCondition: (groupId: string) => void;
  addGroup: (groupId: string) => void;
  remove: (id: string) => void;
  setType: (groupId: string, type: 'and' | 'or') => void;
};
