import i18next from 'i18next';
import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { choose } from './prompts';

type LeaveChoice = 'save' | 'discard' | 'stay';

/**
 * Leaving a dirty form asks (spec 000 section 4): save and exit, discard, or stay. A browser
 * reload or tab close gets the browser's own prompt. `bypass` lets the form's own navigation
 * (after a create or delete) through without asking.
 */
export function useLeaveGuard(options: {
  dirty: boolean;
  save: () => Promise<boolean>;
  bypass: RefObject<boolean>;
}): void {
  const { dirty, save, bypass } = options;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let cancelled = false;
    void (async () => {
      const answer = await choose<LeaveChoice>({
        title: i18next.t('MsgUnsavedChanges'),
        buttons: [
          { label: i18next.t('MsgContinueEditing'), value: 'stay' },
          { label: i18next.t('MsgDiscardChanges'), value: 'discard' },
          { label: i18next.t('CmdSaveAndClose'), value: 'save', primary: true },
        ],
        cancelValue: 'stay',
      });
      if (cancelled) return;
      if (answer === 'discard' || (answer === 'save' && (await save()))) blocker.proceed();
      else blocker.reset();
    })();
    return () => {
      cancelled = true;
    };
  }, [blocker, save]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (bypass.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, bypass]);
}
