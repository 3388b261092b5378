import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the Workbox service worker that precaches the built app (web/vite.config.ts), so
 * the installed app, and a tab that visited once, start without a network. A new build's
 * worker takes over at once (skipWaiting) but the page is not reloaded under the user's unsaved
 * work: the next load, or the shell's build-date check, brings the new version. Not in
 * development: Vite's dev server serves modules one by one and has no build to precache.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registerSW({ immediate: true });
}
