import { useMemo } from 'react';
import type { ListViewBody } from '../../list-views/list-definition';
import { toggleSort } from '../../list-views/list-query';
import { useUnlessEditing } from '../editing/use-unless-editing';
import type { ListData } from './use-list-data';

/**
 * The view's sort, search and choice of another view, each refused while the list is being
 * edited (useUnlessEditing). Customise-mode edits are asked about by useViewEditsGuard when
 * another view is chosen, as for any way of leaving.
 */
export function useGuardedViewActions(
  editingMode: 0 | 1 | 2,
  data: ListData,
  body: ListViewBody,
  onViewChange: (name: string) => void,
) {
  const unlessEditing = useUnlessEditing(editingMode);
  const { setOrders } = data;
  const { setSearchText } = data.filters;
  // the first click on a column sorts from the view's own sort
  const viewOrders = body.query.entity.orders;
  const sortBy = useMemo(
    () =>
      unlessEditing((column: Parameters<typeof toggleSort>[1]) =>
        setOrders((current) => toggleSort(current ?? viewOrders, column)),
      ),
    [viewOrders, unlessEditing, setOrders],
  );
  const search = useMemo(() => unlessEditing(setSearchText), [setSearchText, unlessEditing]);
  const changeView = useMemo(() => unlessEditing(onViewChange), [unlessEditing, onViewChange]);
  return { sortBy, search, changeView };
}
