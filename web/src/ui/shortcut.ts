/** Ctrl on Windows and Linux, ⌘ on a Mac: how a shortcut is told (tooltips) and announced. */
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export type Shortcut = { keys: string; aria: string };

/** Ctrl+key (⌘key on a Mac), e.g. ctrlShortcut('S') for Save. */
export function ctrlShortcut(key: string): Shortcut {
  return { keys: isMac ? `⌘${key}` : `Ctrl+${key}`, aria: `${isMac ? 'Meta' : 'Control'}+${key}` };
}
