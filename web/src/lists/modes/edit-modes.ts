/**
 * Edit modes of a list (spec 001 section 2): 0 off, 1 edit in place, 2 super edit. The list
 * keeps the mode in ListView's state; the edit-in-place and super-edit work plugs in there
 * (a row renderer that uses editorFor instead of renderCell, the Save command, the
 * multi-action menu). While a mode is on, sorting and searching are refused.
 */
export type ListEditMode = 0 | 1 | 2;

/** The alert text key (lists namespace): 'Operation not available while editing list.' */
export const editingBlockedKey = 'editing.blocked';

export function isEditing(mode: ListEditMode): boolean {
  return mode !== 0;
}
