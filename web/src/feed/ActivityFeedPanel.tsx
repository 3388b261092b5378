import type { PanelDefinition } from '@strata/api/contract/views';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../context/shell-context';
import { useFormContext } from '../form-context/form-context';
import { useObjectMeta } from '../metadata/object-metadata';
import { canDo } from '../session/permissions';
import { ErrorPanel } from '../ui/ErrorPanel';
import { Spinner } from '../ui/Spinner';
import { ActivityItem } from './ActivityItem';
import { ChangeItem } from './ChangeItem';
import { CommentBox } from './CommentBox';
import { markMentionsRead } from './feed-api';
import { announceMentionsChanged } from './mentions-changed';
import { useFeed } from './use-feed';
import { useLoadMore } from './use-load-more';
import './feed.css';

const trackedOf = (panel: PanelDefinition): string[] =>
  Array.isArray(panel.tracked)
    ? panel.tracked.filter((name): name is string => typeof name === 'string')
    : [];

/**
 * The ActivityFeed form panel (issue 17, item 3): a chat-like feed of the record's activities
 * and tracked field changes, with a comment box on top. Opening it reads the user's mentions
 * on this record.
 */
export default function ActivityFeedPanel({ panel }: { panel: PanelDefinition }) {
  const { t } = useTranslation('feed');
  const { entity, recordId } = useFormContext();
  const activity = useObjectMeta('activity');
  const { context } = useShell();
  if (!recordId) return <p className="panel-message">{t('saveFirst')}</p>;
  if (!activity || !canDo(context.permDict, 'activity', 'read')) {
    return <p className="panel-message">{t('unavailable')}</p>;
  }
  return (
    <Feed entity={entity} recordId={recordId} tracked={trackedOf(panel)} label={panel.label ?? panel.name} />
  );
}

function Feed({
  entity,
  recordId,
  tracked,
  label,
}: {
  entity: string;
  recordId: string;
  tracked: string[];
  label: string;
}) {
  const { t } = useTranslation('feed');
  const { context } = useShell();
  const feed = useFeed(entity, recordId, tracked);
  const sentinel = useRef<HTMLDivElement>(null);
  useLoadMore(sentinel, feed.hasMore && !feed.loading, () => void feed.loadMore());

  useEffect(() => {
    markMentionsRead({ objectId: recordId })
      .then((result) => {
        if (result.read > 0) announceMentionsChanged();
      })
      .catch(() => {}); // the badge keeps the mention; nothing else depends on it
  }, [recordId]);

  const canCreate = canDo(context.permDict, 'activity', 'create');
  const canUpdate = canDo(context.permDict, 'activity', 'update');
  return (
    <section className="activity-feed" aria-label={label}>
      {canCreate && <CommentBox entity={entity} recordId={recordId} onPosted={feed.refresh} />}
      {feed.error ? <ErrorPanel title={t('loadFailed')} error={feed.error} onRetry={feed.refresh} /> : null}
      {feed.loading ? (
        <Spinner />
      ) : feed.entries.length === 0 && !feed.error ? (
        <p className="panel-message">{t('emptyFeed')}</p>
      ) : (
        <ol className="feed-list" aria-label={t('feed')}>
          {feed.entries.map((entry) =>
            entry.kind === 'activity' ? (
              <ActivityItem key={entry.id} item={entry} canUpdate={canUpdate} onDone={feed.patchActivity} />
            ) : (
              <ChangeItem key={entry.id} entity={entity} change={entry} />
            ),
          )}
        </ol>
      )}
      {feed.hasMore && !feed.loading && (
        <div ref={sentinel} className="feed-more-sentinel">
          <button type="button" className="button" onClick={() => void feed.loadMore()}>
            {t('loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}
