import { useEffect } from 'react';
import { getJson } from '../api/http';

/** Window events raised for live changes (spec 000 section 4, App shell). */
export const objectChangedEvent = 'objectChanged';
export type ObjectChangedDetail = { entities: Record<string, number> };

const retryMs = 5000;
/** A stream that ran at least this long before it ended is reopened without waiting. */
const minimumRunMs = 1000;

function announce(entities: Record<string, number>): void {
  window.dispatchEvent(new CustomEvent<ObjectChangedDetail>(objectChangedEvent, { detail: { entities } }));
  for (const [entity, timestamp] of Object.entries(entities)) {
    window.dispatchEvent(new CustomEvent(`${objectChangedEvent}:${entity}`, { detail: { timestamp } }));
  }
}

/**
 * Keeps the live change stream open while the tab is visible: a fresh stream token, then
 * /api/events. Each `patch` raises objectChanged and objectChanged:{entity}. The server only
 * sends commits made after the stream opened, which is the spec's "at or after the stream
 * start time". A refused stream is reopened with a new token after 5 s; one that ran and then
 * ended is reopened at once (see onerror).
 */
export function useLiveChanges(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const close = () => {
      clearTimeout(retry);
      source?.close();
      source = undefined;
    };
    const scheduleRetry = () => {
      clearTimeout(retry);
      retry = setTimeout(() => void open(), retryMs);
    };
    const open = async () => {
      if (stopped || document.hidden || source) return;
      let token: string;
      try {
        token = (await getJson<{ token: string }>('/api/ssetoken')).token;
      } catch {
        if (!stopped) scheduleRetry();
        return;
      }
      if (stopped || document.hidden || source) return;
      const stream = new EventSource(`/api/events?token=${encodeURIComponent(token)}`);
      source = stream;
      stream.addEventListener('patch', (event) => {
        try {
          const change = JSON.parse((event as MessageEvent<string>).data) as {
            data?: Record<string, number>;
          };
          if (change.data) announce(change.data);
        } catch {
          // a malformed event changes nothing
        }
      });
      let openedAt: number | undefined;
      stream.onopen = () => {
        openedAt = Date.now();
      };
      stream.onerror = () => {
        if (source === stream) source = undefined;
        stream.close();
        // A stream the server ended after it had run a while (a logout elsewhere, a disabled
        // user) is asked for again at once: the token request then answers 401, which raises
        // the logged-out popup now rather than after the browser's own 5 s reconnect. A stream
        // that failed to open, or ended at once, waits 5 s so a failing server is not hammered.
        const ranAWhile = openedAt !== undefined && Date.now() - openedAt >= minimumRunMs;
        if (ranAWhile && !stopped) void open();
        else scheduleRetry();
      };
    };
    const onVisibility = () => (document.hidden ? close() : void open());

    void open();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      close();
    };
  }, [enabled]);
}

/** Runs `listener` whenever records of `entity` change. */
export function useObjectChanged(entity: string, listener: () => void): void {
  useEffect(() => {
    const name = `${objectChangedEvent}:${entity}`;
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [entity, listener]);
}
