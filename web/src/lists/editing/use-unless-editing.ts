import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { alertMessage } from '../../ui/prompts';
import { editingBlockedKey, isEditing } from '../modes/edit-modes';

/**
 * Sort, search and another view are refused while the list is being edited (spec 001 section 2):
 * unlessEditing wraps such an action so it alerts instead. The wrapped action answers false when
 * refused (the search box then drops the typed text). The mode is read when the action is asked
 * for, so the wrappers stay the same across renders.
 */
export function useUnlessEditing(mode: 0 | 1 | 2) {
  const { t } = useTranslation('lists');
  const modeRef = useRef(mode);
  modeRef.current = mode;
  return useCallback(
    <A extends unknown[]>(action: (...args: A) => void) =>
      (...args: A): boolean => {
        if (isEditing(modeRef.current)) {
          void alertMessage(t(editingBlockedKey));
          return false;
        }
        action(...args);
        return true;
      },
    [t],
  );
}
