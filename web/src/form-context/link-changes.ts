import type { RecordOperation } from '@strata/api/contract/records';
import type { LinkSides } from './link-sides';

/** A link row as stored: its id and version (deleting it needs both) and the item it points at. */
export type LinkRow = { id: string; versionnumber: number; itemId: string };

/** Every pending link write of a form, after its record has an id. */
export function allLinkOperations(states: Record<string, LinkState>, recordId: string): RecordOperation[] {
  return Object.values(states).flatMap((state) => linkOperations(state, recordId));
}

/**
 * Pending toggles of one many-to-many relation, kept by the form (use-link-edits.ts): only what
 * the user changed, against the stored links. Neither side is ever loaded whole (both page), so
 * the toggles cannot be a selection to compare with everything loaded: an item checked is
 * `added`, a stored link unchecked is `removed` with its row, and the rest is as stored.
 */
export type LinkState = LinkSides & {
  /** items checked that had no link row */
  added: ReadonlySet<string>;
  /** stored links unchecked, by item id */
  removed: ReadonlyMap<string, LinkRow>;
};

export function noLinkChanges(sides: LinkSides): LinkState {
  return { ...sides, added: new Set(), removed: new Map() };
}

/** Whether an item shows checked: its stored link (null: none) with the pending toggle applied. */
export function isLinked(state: LinkState | undefined, itemId: string, stored: LinkRow | null): boolean {
  return stored ? !state?.removed.has(itemId) : (state?.added.has(itemId) ?? false);
}

/** The toggle of one item; toggling it back leaves no change behind (isModified against stored). */
export function toggleLink(state: LinkState, itemId: string, stored: LinkRow | null): LinkState {
  if (stored) {
    const removed = new Map(state.removed);
    if (removed.has(itemId)) removed.delete(itemId);
    else removed.set(itemId, stored);
    return { ...state, removed };
  }
  const added = new Set(state.added);
  if (added.has(itemId)) added.delete(itemId);
  else added.add(itemId);
  return { ...state, added };
}

/** Whether the user changed anything (each item tracks isModified against its stored state). */
export function linksModified(state: LinkState | undefined): boolean {
  return !!state && (state.added.size > 0 || state.removed.size > 0);
}

/**
 * The writes that make the stored links match the toggles (spec 000 section 4): a link created
 * for each newly checked item, the link row deleted for each unchecked one.
 */
export function linkOperations(state: LinkState, recordId: string): RecordOperation[] {
  const operations: RecordOperation[] = [];
  for (const itemId of state.added) {
    operations.push({
      name: state.linkObject,
      operation: 'create',
      object: { [state.ownField]: recordId, [state.itemField]: itemId },
    });
  }
  for (const row of state.removed.values()) {
    operations.push({
      name: state.linkObject,
      operation: 'delete',
      object: { id: row.id, versionnumber: row.versionnumber },
    });
  }
  return operations;
}
