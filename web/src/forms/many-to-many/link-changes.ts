import type { RecordOperation } from '@strata/api/contract/records';

/** A link row as loaded: its id and version (deleting it needs both) and the item it points at. */
export type LinkRow = { id: string; versionnumber: number; itemId: string };

/** Every pending link write of a form, after its record has an id. */
export function allLinkOperations(states: Record<string, LinkState>, recordId: string): RecordOperation[] {
  return Object.values(states).flatMap((state) => linkOperations(state, recordId));
}

/** Pending toggles of one many-to-many field, against the links loaded with the form. */
export type LinkState = {
  linkObject: string;
  ownField: string;
  itemField: string;
  itemObject: string;
  loaded: LinkRow[];
  selected: ReadonlySet<string>;
};

/** Whether the user changed the selection (each item tracks isModified against its loaded state). */
export function linksModified(state: LinkState): boolean {
  const before = new Set(state.loaded.map((row) => row.itemId));
  if (before.size !== state.selected.size) return true;
  for (const id of state.selected) if (!before.has(id)) return true;
  return false;
}

/**
 * The writes that make the stored links match the selection (spec 000 section 4): a link
 * created for each newly selected item, the link row deleted for each deselected one.
 */
export function linkOperations(state: LinkState, recordId: string): RecordOperation[] {
  const before = new Map(state.loaded.map((row) => [row.itemId, row]));
  const operations: RecordOperation[] = [];
  for (const itemId of state.selected) {
    if (before.has(itemId)) continue;
    operations.push({
      name: state.linkObject,
      operation: 'create',
      object: { [state.ownField]: recordId, [state.itemField]: itemId },
    });
  }
  for (const [itemId, row] of before) {
    if (state.selected.has(itemId)) continue;
    operations.push({
      name: state.linkObject,
      operation: 'delete',
      object: { id: row.id, versionnumber: row.versionnumber },
    });
  }
  return operations;
}
