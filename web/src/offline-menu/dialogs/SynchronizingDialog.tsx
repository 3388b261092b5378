import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../context/shell-context';
import { setWorkingOffline } from '../../offline/mode/working-offline';
import { describeFailure, type EntityProgress, takeOffline } from '../../offline/take/take-offline';
import type { TakeChoice } from '../../offline/take/take-query';
import { Dialog } from '../../ui/Dialog';
import { offlineDialog } from './offline-dialogs';

type Outcome = { kind: 'running' } | { kind: 'cancelled' } | { kind: 'failed'; message: string };

/**
 * The 'Synchronizing' dialog of spec 000 section 2: progress per entity while the chosen records
 * go into the offline store, and Cancel. When everything arrived the app goes offline (a fresh
 * page reads the cache from then on); a cancel or a failure leaves it online and says why.
 */
export function SynchronizingDialog({ choices }: { choices: TakeChoice[] }) {
  const { t } = useTranslation();
  const { context } = useShell();
  const [progress, setProgress] = useState<EntityProgress[]>([]);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'running' });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    takeOffline(choices, setProgress, controller.signal).then(
      () => {
        if (controller.signal.aborted) return;
        setWorkingOffline(true);
        window.location.reload();
      },
      (error: unknown) => {
        if (controller.signal.aborted || (error as Error).name === 'AbortError')
          setOutcome({ kind: 'cancelled' });
        // a full device is said with what to do, as on the entity's line
        else setOutcome({ kind: 'failed', message: describeFailure(error) });
      },
    );
    return () => controller.abort();
  }, [choices]);

  const close = () => offlineDialog.set({ kind: 'none' });
  const label = (entity: string) => context.metaDict[entity]?.displayNamePlural ?? entity;
  const status = (item: EntityProgress) => {
    if (item.state === 'failed') return t('offline.failed', { error: item.error ?? '' });
    if (item.state === 'done') return t('offline.done');
    if (item.state === 'waiting') return t('offline.waiting');
    if (item.total === undefined) return t('offline.counting');
    return t('offline.progress', { taken: item.taken, total: item.total });
  };

  return (
    <Dialog title={t('offline.synchronizing')} className="offline-dialog" closeOnOutsideClick={false}>
      <ul className="offline-progress" aria-label={t('offline.synchronizing')}>
        {progress.map((item) => (
          <li key={item.entity}>
            <span className="offline-progress-name">{label(item.entity)}</span>
            <progress
              aria-label={label(item.entity)}
              max={item.total || 1}
              value={item.state === 'done' ? item.total || 1 : item.taken}
            />
            <span className="offline-progress-status">{status(item)}</span>
          </li>
        ))}
      </ul>
      {outcome.kind === 'cancelled' && <p role="status">{t('offline.cancelled')}</p>}
      {outcome.kind === 'failed' && <p role="alert">{outcome.message}</p>}
      <div className="dialog-buttons">
        {outcome.kind === 'running' ? (
          <button type="button" className="button" onClick={() => abort.current?.abort()}>
            {t('ui.cancel')}
          </button>
        ) : (
          <button type="button" className="button" onClick={close}>
            {t('ui.close')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
