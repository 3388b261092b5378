import type { Command } from '../ui/CommandBar';
import { usePageShortcut } from '../ui/page-shortcut';

/**
 * Ctrl+S (⌘S) is the title bar's Save command and nothing more (spec 000 section 4: Save only
 * when dirty and not saving): with no Save command shown (no right to save, the form loading)
 * or a disabled one (nothing changed, a save running) it does nothing, rather than running the
 * save scripts and saying 'Record saved' without a write. The browser's page save stays off
 * while the form is open; a dialog over the form has the key (page-shortcut.ts).
 */
export function useSaveShortcut(command: Command | undefined): void {
  usePageShortcut('s', () => {
    if (command && !command.disabled) command.onSelect();
  });
}
