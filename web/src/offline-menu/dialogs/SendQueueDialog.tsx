import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setWorkingOffline } from '../../offline/mode/working-offline';
import type { QueuedEntry } from '../../offline/queue/queued-write';
import { Dialog } from '../../ui/Dialog';
import { discardWrite, type SyncProgress, settleConflict, syncQueue } from '../sync-queue';
import { ConflictChoice, recordName } from './ConflictChoice';
import { offlineDialog } from './offline-dialogs';

type Phase =
  | { kind: 'running' }
  | { kind: 'interrupted'; reason: string }
  | { kind: 'finished'; sent: number; open: QueuedEntry[] };

/**
 * Sync (and Go Online): the 'Synchronizing' dialog while the queue is sent, then what is left
 * for the user: conflicts to settle per field, refusals with their reason to discard. Going
 * online happens only when nothing is left open, so no queued change is forgotten.
 */
export function SendQueueDialog({ goOnline }: { goOnline: boolean }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<SyncProgress>({ sent: 0, total: 0 });
  const [phase, setPhase] = useState<Phase>({ kind: 'running' });

  const run = useCallback(async () => {
    setPhase({ kind: 'running' });
    try {
      const outcome = await syncQueue(setProgress);
      if (goOnline && outcome.open.length === 0) {
        setWorkingOffline(false);
        window.location.reload();
        return;
      }
      setPhase({ kind: 'finished', ...outcome });
    } catch (error) {
      setPhase({ kind: 'interrupted', reason: error instanceof Error ? error.message : String(error) });
    }
  }, [goOnline]);

  useEffect(() => {
    void run();
  }, [run]);

  const close = () => offlineDialog.set({ kind: 'none' });
  return (
    <Dialog title={t('offline.synchronizing')} className="offline-dialog" closeOnOutsideClick={false}>
      <p role="status">
        {phase.kind === 'running' && t('offline.sending', progress)}
        {phase.kind === 'finished' && phase.open.length === 0 && t('offline.allSent')}
      </p>
      {phase.kind === 'interrupted' && (
        <p role="alert">{t('offline.interrupted', { reason: phase.reason })}</p>
      )}
      {phase.kind === 'finished' &&
        phase.open.map((item) =>
          item.state === 'conflict' ? (
            <ConflictChoice
              key={item.seq}
              item={item}
              onSend={(choices) => void settleConflict(item, choices).then(run)}
            />
          ) : (
            <section
              key={item.seq}
              className="offline-conflict"
              aria-label={t('offline.refusedTitle', { name: recordName(item) })}
            >
              <h3>{t('offline.refusedTitle', { name: recordName(item) })}</h3>
              <p role="alert">{item.error?.message}</p>
              <button type="button" className="button" onClick={() => void discardWrite(item).then(run)}>
                {t('offline.discard')}
              </button>
            </section>
          ),
        )}
      <div className="dialog-buttons">
        <button type="button" className="button" onClick={close} disabled={phase.kind === 'running'}>
          {t('ui.close')}
        </button>
      </div>
    </Dialog>
  );
}
