import { useCallback } from 'react';
import { useObjectChanged } from '../../session/live-changes';

/** A live change to the entity (session/live-changes) reloads the list's rows and its count. */
export function useLiveReload(entity: string, reload: () => void, refreshCount: () => void): void {
  useObjectChanged(
    entity,
    useCallback(() => {
      reload();
      refreshCount();
    }, [reload, refreshCount]),
  );
}
