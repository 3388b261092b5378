import { useEffect } from 'react';

/** Ctrl+S (Cmd+S) saves the record instead of the browser saving the page. */
export function useSaveShortcut(save: () => unknown) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);
}
