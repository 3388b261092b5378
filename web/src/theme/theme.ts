/** Theme setting of spec 000 section 4: 0 system colours, 1 dark, 2 light (the default). */
export type ThemeSetting = 0 | 1 | 2;

const storageKey = 'strata.theme';
const darkQuery = '(prefers-color-scheme: dark)';
let stopFollowingSystem: (() => void) | undefined;

export function storedTheme(): ThemeSetting {
  const stored = localStorage.getItem(storageKey);
  // Number(null) and Number('') are 0, which would turn "nothing chosen yet" into System colours
  if (stored === '0') return 0;
  if (stored === '1') return 1;
  return 2;
}

function paint(dark: boolean): void {
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

/** Applies a setting to the page; "system" follows the operating system as it changes. */
export function applyTheme(setting: ThemeSetting): void {
  stopFollowingSystem?.();
  stopFollowingSystem = undefined;
  if (setting !== 0) {
    paint(setting === 1);
    return;
  }
  const query = window.matchMedia(darkQuery);
  const follow = () => paint(query.matches);
  follow();
  query.addEventListener('change', follow);
  stopFollowingSystem = () => query.removeEventListener('change', follow);
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever the theme is chosen (the profile menu and the command palette both choose). */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function chooseTheme(setting: ThemeSetting): void {
  localStorage.setItem(storageKey, String(setting));
  applyTheme(setting);
  for (const listener of listeners) listener();
}
