/** A next step an empty list offers. */
export type ListEmptyAction = 'create' | 'import' | 'clearFilters';

/**
 * 'none': the list has no records at all as its view defines it ("No accounts yet.");
 * 'filtered': the user's search or filters leave nothing ("No accounts match these filters.").
 */
export type ListEmptyState = { kind: 'none' | 'filtered'; actions: ListEmptyAction[] };

/**
 * Which empty state an empty list shows and which buttons it offers. Create one and Import a
 * file follow the list's own New and Import commands (`commandNames`, built by
 * lists/commands with the user's rights, the view's overrides and the server-written entities
 * already applied), so the empty state never offers what the title bar would not. `canAct` is
 * false while the list is edited or customised: those modes refuse new queries and leaving.
 */
export function listEmptyState(options: {
  narrowed: boolean;
  commandNames: readonly string[];
  canAct: boolean;
}): ListEmptyState {
  const { narrowed, commandNames, canAct } = options;
  if (narrowed) return { kind: 'filtered', actions: canAct ? ['clearFilters'] : [] };
  if (!canAct) return { kind: 'none', actions: [] };
  const actions: ListEmptyAction[] = [];
  if (commandNames.includes('new')) actions.push('create');
  if (commandNames.includes('import')) actions.push('import');
  return { kind: 'none', actions };
}
