import { type ListMode, type ListModeProps, listModeComponent } from './list-modes';

/**
 * Where a non-list mode draws. Nothing is registered yet, so it shows nothing and the grid
 * stays; a registered mode replaces the grid (see ListView).
 */
export function ListModeSlot({ mode, ...props }: ListModeProps & { mode: ListMode }) {
  const Component = mode === 'list' ? undefined : listModeComponent(mode);
  return Component ? <Component {...props} /> : null;
}
