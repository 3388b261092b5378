import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { endedSession } from '../../api/http';
import { alertMessage } from '../../ui/prompts';
import { showToast } from '../../ui/toasts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Tells the user a list load failed (spec 001 section 8: "List load failure shows an alert with
 * the message"): the first page's failure is an alert (the list behind it offers Retry); a
 * later page's failure keeps the rows shown and says so in a toast. Each failure is told once:
 * not again when the rows or the language change, and not in a second alert over the first when
 * the list is fetched again meanwhile (a live change or a refocus revalidates it). A load refused
 * because the session ended is not told here: the logged-out popup says so, and an alert raised
 * over it hid its sign-in form and made it inert (the list behind still offers Retry).
 */
export function useLoadFailureNotice(error: unknown, hasRows: boolean): void {
  const { t } = useTranslation('lists');
  const latest = useRef({ hasRows, t });
  latest.current = { hasRows, t };
  const alertOpen = useRef(false);
  useEffect(() => {
    if (!error || endedSession(error)) return;
    const { hasRows, t } = latest.current;
    if (hasRows) showToast(messageOf(error), 'error');
    else if (!alertOpen.current) {
      alertOpen.current = true;
      void alertMessage(t('loadFailed'), messageOf(error)).finally(() => {
        alertOpen.current = false;
      });
    }
  }, [error]);
}
