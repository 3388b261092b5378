import { useCallback, useEffect, useRef, useState } from 'react';
import type { DriveItem, DriveProvider } from './drive-provider';

export type FolderState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  /** more: the folder holds more than the drive listed (its first items are shown) */
  | { kind: 'ready'; items: DriveItem[]; more: boolean }
  | { kind: 'failed'; error: unknown };

/**
 * The listing of one folder of a drive: loads when the path changes (the previous request is
 * aborted), reloads on demand, and hands every successful listing to onLoaded.
 */
export function useCloudFolder(
  /** undefined while the drive is not known yet (the Microsoft status is loading) */
  provider: DriveProvider | null | undefined,
  path: readonly string[] | null,
  fileFilter: string,
  onLoaded: (items: DriveItem[], path: string[]) => void,
): { state: FolderState; reload: () => void } {
  const [state, setState] = useState<FolderState>({ kind: 'loading' });
  const [generation, setGeneration] = useState(0);
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;
  const key = path ? JSON.stringify(path) : null;
  const shownKey = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation asks for a reload
  useEffect(() => {
    if (provider === undefined) return setState({ kind: 'loading' });
    if (!provider || key === null) {
      setState({ kind: 'missing' });
      return;
    }
    const folder = JSON.parse(key) as string[];
    const controller = new AbortController();
    // a reload keeps the listing on screen; another folder shows the spinner
    if (shownKey.current !== key) setState({ kind: 'loading' });
    shownKey.current = key;
    provider
      .list(folder, { ...(fileFilter ? { fileFilter } : {}), signal: controller.signal })
      .then((listing) => {
        if (controller.signal.aborted) return;
        if (listing === null) return setState({ kind: 'missing' });
        setState({ kind: 'ready', items: listing.items, more: listing.more });
        loaded.current(listing.items, folder);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'failed', error });
      });
    return () => controller.abort();
  }, [provider, key, fileFilter, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { state, reload };
}
