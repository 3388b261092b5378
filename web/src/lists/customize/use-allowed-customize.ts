import { useShell } from '../../context/shell-context';
import type { ListViewBody } from '../../list-views/list-definition';
import { canDo } from '../../session/permissions';
import { useListCustomize } from './use-list-customize';

/**
 * Customise mode where the user may change views (the inu_view right) and the list is not
 * compact. It edits a draft of the view's body, which everything in the list then draws.
 */
export function useAllowedCustomize(body: ListViewBody, versionnumber: number | undefined, compact: boolean) {
  const { context } = useShell();
  const customizeAllowed = canDo(context.permDict, 'inu_view', 'update') && !compact;
  const customize = useListCustomize(customizeAllowed, body, versionnumber);
  return { customize, customizeAllowed };
}
