import './pending.css';
import { useTranslation } from 'react-i18next';
import { usePendingIds } from './pending-ids';

/** The "Pending sync" badge itself, for a list row or card that knows it is pending. */
export function PendingMark() {
  const { t } = useTranslation();
  return <span className="badge offline-pending">{t('offline.pendingBadge')}</span>;
}

/**
 * "Pending sync" beside a record's title while an offline change of it waits in the queue
 * (issue 27); nothing when online or when the record has no queued write.
 */
export function PendingBadge({ entity, id }: { entity: string; id: string }) {
  const pending = usePendingIds(entity).has(id);
  return pending ? <PendingMark /> : null;
}
