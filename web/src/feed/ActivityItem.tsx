import { AlarmClock, Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLookupValue, updateRecord } from '../data/data-api';
import { formatValue } from '../fields/format-value';
import { findProperty, useObjectMeta } from '../metadata/object-metadata';
import { formatDateTime } from '../ui/relative-time';
import { AttachmentView } from './AttachmentView';
import { CollapsibleBody } from './CollapsibleBody';
import type { FeedActivity } from './feed-api';
import { commentType } from './reminder-types';
import { TimeLabel } from './TimeLabel';

/** One activity in the feed: who, when, the text, an attachment, a reminder with Mark done. */
export function ActivityItem({
  item,
  canUpdate,
  onDone,
}: {
  item: FeedActivity;
  canUpdate: boolean;
  onDone: (id: string, values: Partial<FeedActivity>) => void;
}) {
  const { t, i18n } = useTranslation('feed');
  const activity = useObjectMeta('activity');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const author = isLookupValue(item.createdby) ? (item.createdby.label ?? '') : '';
  const type = typeof item.activitytypecode === 'string' ? item.activitytypecode : commentType;
  const typeProperty = findProperty(activity, 'activitytypecode');
  const typeLabel = typeProperty
    ? formatValue(typeProperty, type, { language: i18n.language || 'en', t })
    : type;
  const text = typeof item.body === 'string' && item.body !== '' ? item.body : String(item.name ?? '');
  const due = typeof item.scheduledstart === 'string' ? new Date(item.scheduledstart) : null;
  const done = item.iscompleted === true;

  const markDone = async () => {
    setSaving(true);
    setError(null);
    try {
      await updateRecord(
        'activity',
        { id: item.id, versionnumber: item.versionnumber, iscompleted: true },
        'update',
      );
      onDone(item.id, { iscompleted: true, versionnumber: Number(item.versionnumber) + 1 });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className={`feed-item feed-${type.toLowerCase()}`} data-activity={item.id}>
      <span className="feed-avatar" aria-hidden="true">
        {(author.trim()[0] ?? '?').toUpperCase()}
      </span>
      <div className="feed-content">
        <div className="feed-meta">
          <strong className="feed-author">{author || t('someone')}</strong>
          <TimeLabel at={item.at} />
          {type !== commentType && <span className="feed-type">{typeLabel}</span>}
        </div>
        <CollapsibleBody text={text} />
        {item.document ? <AttachmentView activityId={item.id} value={item.document} /> : null}
        {due && (
          <div className={`feed-due${done ? ' done' : due.getTime() <= Date.now() ? ' overdue' : ''}`}>
            <AlarmClock size={14} aria-hidden="true" />
            <span>{t('dueAt', { date: formatDateTime(due, i18n.language || 'en') })}</span>
            {done ? (
              <span className="feed-done">
                <Check size={14} aria-hidden="true" /> {t('done')}
              </span>
            ) : (
              canUpdate && (
                <button
                  type="button"
                  className="button link"
                  disabled={saving}
                  onClick={() => void markDone()}
                >
                  {t('markDone')}
                </button>
              )
            )}
          </div>
        )}
        {error && (
          <p className="feed-message" role="alert">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
