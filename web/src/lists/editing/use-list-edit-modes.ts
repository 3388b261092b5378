import { useCallback, useRef } from 'react';
import { useShell } from '../../context/shell-context';
import type { PagedRows } from '../../data/use-paged-rows';
import { canSuperEdit } from './editing-commands';
import { useListEditing } from './use-list-editing';
import { useSuperEditShortcut } from './use-super-edit-shortcut';

/**
 * A list's edit modes: edit in place and super edit (their own grid and commands replace the
 * list's), with super edit's Ctrl+E where the user may super edit.
 */
export function useListEditModes(
  entity: string,
  paged: Pick<PagedRows, 'rows' | 'reload'>,
  /** customise mode is on: no super edit shortcut, as the two would fight over the grid */
  customizing: boolean,
) {
  const { rows, reload } = paged;
  const { context } = useShell();
  const editing = useListEditing({ entity, rows, reload });
  // read by the shortcut when pressed, so its handler stays the same across renders
  const modeRef = useRef(editing.mode);
  modeRef.current = editing.mode;
  const superEditAllowed = canSuperEdit(context.permDict, context.isAdmin);
  const setEditMode = editing.setMode;
  useSuperEditShortcut(
    superEditAllowed && !customizing,
    useCallback(() => void setEditMode(modeRef.current === 2 ? 0 : 2), [setEditMode]),
  );
  return editing;
}
