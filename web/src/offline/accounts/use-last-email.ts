import { useEffect, useRef } from 'react';
import { offlineFeaturesOn } from '../offline-features';

/**
 * On the desktop wrapper the last email is remembered (spec 000 section 9): the sign-in form of
 * the installed app (or a tab with offline mode on) starts with it, once, when it belongs to
 * the organisation the form is for and no email was given.
 */
export function useLastEmail(organization: string, fill: (email: string) => void, enabled: boolean): void {
  const filled = useRef(false);
  useEffect(() => {
    if (!enabled || filled.current || !organization || !offlineFeaturesOn()) return;
    let live = true;
    void import('./offline-account')
      .then(({ lastOfflineAccount }) => lastOfflineAccount())
      .then((last) => {
        if (!live || filled.current || last?.organization !== organization.trim().toLowerCase()) return;
        filled.current = true;
        fill(last.email);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [organization, fill, enabled]);
}
