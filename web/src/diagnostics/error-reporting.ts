import { apiRequest, refreshMetadataEvent } from '../api/http';
import { appendToSessionLog } from './session-log';

type AppSnapshot = { user?: string; appId?: string; orgName?: string };
let currentApp: AppSnapshot = {};
const reported = new Set<string>();
const maxReportsPerPage = 20;

/** The shell keeps this up to date so reports say who and where. */
export function setReportingContext(app: AppSnapshot): void {
  currentApp = app;
}

function isLocalhost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]'
  );
}

/** Harmless browser noise (spec 000 section 8: resize-observer loop warnings are ignored). */
function isNoise(message: string): boolean {
  return message.includes('ResizeObserver loop');
}

/**
 * An HTML page where JSON or a script was expected ("Unexpected token <"): usually the server's
 * index page answering a path the client's metadata no longer knows. Spec 000 section 8 says it
 * forces a metadata refresh, which is cheaper than reloading the page and keeps unsaved work.
 */
function isHtmlForJson(message: string): boolean {
  return message.includes("Unexpected token '<'") || message.includes('Unexpected token <');
}

/** A chunk of an older build is gone after a deploy: reload once to get the new one. */
function isStaleChunk(message: string): boolean {
  return (
    message.includes('Failed to fetch dynamically imported module') ||
    message.includes('Importing a module script failed')
  );
}

export type ErrorAction = 'ignore' | 'refresh-metadata' | 'reload' | 'report';

/** What an uncaught error leads to, by its message; alreadyReloaded: this tab reloaded for a chunk once. */
export function errorAction(message: string, alreadyReloaded: boolean): ErrorAction {
  if (isNoise(message)) return 'ignore';
  if (isHtmlForJson(message)) return 'refresh-metadata';
  if (isStaleChunk(message) && !alreadyReloaded) return 'reload';
  return 'report';
}

export function reportError(error: unknown, context: string): void {
  const value = error instanceof Error ? error : new Error(String(error));
  const message = value.message;
  const action = errorAction(message, Boolean(sessionStorage.getItem('strata.reloadedForChunk')));
  if (action === 'ignore') return;
  appendToSessionLog('error', context, `${value.name}: ${message}`);
  if (action === 'refresh-metadata') {
    window.dispatchEvent(new Event(refreshMetadataEvent));
    return;
  }
  if (action === 'reload') {
    sessionStorage.setItem('strata.reloadedForChunk', '1');
    window.location.reload();
    return;
  }
  if (isLocalhost(window.location.hostname)) return; // spec 000 section 7: skipped on localhost
  const key = `${value.name}:${message}`;
  if (reported.has(key) || reported.size >= maxReportsPerPage) return;
  reported.add(key);
  void apiRequest('/api/apperror', {
    json: {
      context,
      app: currentApp,
      navigator: { userAgent: navigator.userAgent, language: navigator.language },
      url: window.location.href,
      error: { name: value.name, message, stack: value.stack?.slice(0, 8000) },
    },
    quietUnauthorized: true,
  }).catch(() => undefined);
}

/** Uncaught errors and unhandled rejections go to /api/apperror. */
export function installErrorReporting(): void {
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, 'window.onerror'));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'unhandledrejection'));
}
