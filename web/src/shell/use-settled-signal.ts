import { useEffect } from 'react';

/**
 * Marks the page once the shell has settled after sign-in or a reload: the user context is in,
 * the URL names the app it resolved to and no first redirect (the app's bare address to its
 * first menu item) is still to come. `<html data-shell="settled">` is what end-to-end helpers
 * and anything else driving the page wait for before they click, so a click never lands on a
 * screen the shell is about to replace. Nothing in the app reads it.
 */
export function useSettledSignal(settled: boolean): void {
  useEffect(() => {
    const root = document.documentElement;
    if (settled) root.dataset.shell = 'settled';
    else delete root.dataset.shell;
    return () => {
      delete root.dataset.shell;
    };
  }, [settled]);
}

/** Whether a path is an app's bare address (`/sales`, `/sales/`), which moves on by itself. */
export function isBareAppPath(pathname: string): boolean {
  return pathname.split('/').filter(Boolean).length <= 1;
}
