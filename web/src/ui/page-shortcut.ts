import { useEffect, useRef } from 'react';

/** Ctrl+key, or ⌘key on a Mac (Alt and Shift make other shortcuts). */
export function isCtrlKey(
  event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'key'>,
  key: string,
): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === key
  );
}

/**
 * Whether a modal dialog has the keyboard. The browser makes the page behind a modal inert, but
 * a key pressed in the dialog still bubbles up to the window: without this a form's Ctrl+S
 * saved the form under a quick-create dialog. Every dialog of the app is a modal <dialog>
 * (ui/Dialog.tsx shows it with showModal), so an open one is a modal one.
 */
export function dialogHasKeyboard(): boolean {
  return document.querySelector('dialog[open]') !== null;
}

/**
 * A Ctrl (⌘) + `key` shortcut of the screen (a form's Ctrl+S and Ctrl+E), heard wherever the
 * focus is on the page, a field included. `run` null: the key is not the screen's, the browser
 * keeps its own. Otherwise the browser's is suppressed (Ctrl+S never offers to save the web
 * page), and `run` is called unless a modal dialog is open: the dialog has the keyboard, and
 * answers the key itself if it has a use for it (Dialog's `shortcuts`).
 */
export function usePageShortcut(key: string, run: (() => void) | null): void {
  const latest = useRef(run);
  latest.current = run;
  const owned = run !== null;
  useEffect(() => {
    if (!owned) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCtrlKey(event, key)) return;
      event.preventDefault();
      if (!dialogHasKeyboard()) latest.current?.();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [key, owned]);
}
