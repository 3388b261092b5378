import { useEffect, useRef } from 'react';
import { dialogHasKeyboard } from '../../ui/page-shortcut';

/**
 * Ctrl+E, Alt+E or Ctrl+Alt+E toggles super edit (spec 001 section 2), only where the user may super edit.
 * The handler sits on the window so it works wherever the focus is in the list screen; the
 * browser's own Ctrl+E (search) is suppressed only when the shortcut is ours.
 */
export function useSuperEditShortcut(enabled: boolean, toggle: () => void): void {
  const latest = useRef(toggle);
  latest.current = toggle;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // the code, not the key: Alt+E types another character on some layouts
      if (event.code !== 'KeyE' || event.shiftKey || event.metaKey) return;
      if (!(event.ctrlKey || event.altKey)) return;
      event.preventDefault();
      // a dialog over the list (Advanced Find, mass edit) has the keyboard, as for a form's keys
      if (!dialogHasKeyboard()) latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
