import { useCallback, useEffect } from 'react';
import useSWR from 'swr';
import type { RecordValues } from '../data/data-api';
import { useObjectChanged } from '../session/live-changes';
import { fetchDueReminders, fetchMentions } from './feed-api';
import { mentionsChangedEvent } from './mentions-changed';

/** Reminders fall due as time passes, with no change event: counted again each minute. */
const recountMs = 60_000;

/**
 * What the header badge counts for the user: their due reminders (open activities they own
 * whose start has come) and their unread mentions. Refreshed on activity changes (a comment
 * that mentions them announces one), when mentions were read here, and each minute.
 */
export function useBadgeItems(userId: string, enabled: boolean) {
  const { data, mutate } = useSWR(enabled ? ['feed-badge', userId] : null, async () => {
    const [reminders, mentions] = await Promise.all([
      fetchDueReminders(userId).catch((): RecordValues[] => []),
      fetchMentions().catch(() => ({ count: 0, items: [] })),
    ]);
    return { reminders, mentions };
  });
  const refresh = useCallback(() => void mutate(), [mutate]);
  useObjectChanged('activity', refresh);
  useEffect(() => {
    if (!enabled) return;
    window.addEventListener(mentionsChangedEvent, refresh);
    const timer = setInterval(refresh, recountMs);
    return () => {
      window.removeEventListener(mentionsChangedEvent, refresh);
      clearInterval(timer);
    };
  }, [enabled, refresh]);
  return { data, refresh };
}
