/**
 * Whether the page runs as the installed app (spec 000's "desktop wrapper"): Chromium and Edge
 * open an installed web app in its own window with display-mode standalone; Safari on iOS says
 * so through navigator.standalone.
 */
const standaloneQuery = '(display-mode: standalone)';

export function isInstalledApp(): boolean {
  if (typeof window === 'undefined') return false;
  const legacy = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return legacy || window.matchMedia?.(standaloneQuery).matches === true;
}

/** Calls `listener` when the display mode changes (the user installs the app from this tab). */
export function subscribeDisplayMode(listener: () => void): () => void {
  const query = window.matchMedia?.(standaloneQuery);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}
