import { AlarmClock, AtSign, Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useShell } from '../context/shell-context';
import { isLookupValue } from '../data/data-api';
import { useObjectMeta } from '../metadata/object-metadata';
import { canDo } from '../session/permissions';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '../ui/Menu';
import { markMentionsRead } from './feed-api';
import { announceMentionsChanged } from './mentions-changed';
import { useBadgeItems } from './use-badge-items';
import './feed.css';

/**
 * The header badge (issue 17): the number of the user's due reminders plus unread mentions,
 * opening a list that links to the records. Following a mention marks it read.
 */
export default function FeedBadge() {
  const { t } = useTranslation('feed');
  const navigate = useNavigate();
  const { appId = '!' } = useParams();
  const { context } = useShell();
  const enabled = Boolean(useObjectMeta('activity')) && canDo(context.permDict, 'activity', 'read');
  const { data } = useBadgeItems(context.user.id, enabled);
  if (!enabled) return null;
  const reminders = data?.reminders ?? [];
  const mentions = data?.mentions.items ?? [];
  const count = reminders.length + (data?.mentions.count ?? 0);
  const open = (entity: string, id: string) => navigate(`/${appId}/edit/${entity}/${id}`);

  return (
    <Menu
      label={t('notifications')}
      trigger={
        <button
          type="button"
          className="icon-button feed-badge"
          aria-label={t('badgeLabel', { count })}
          aria-busy={data === undefined}
        >
          <Bell size={18} aria-hidden="true" />
          {count > 0 && (
            <span className="feed-badge-count" data-testid="feed-badge-count">
              {count > 99 ? '99+' : count}
            </span>
          )}
        </button>
      }
    >
      {count === 0 && <MenuLabel>{t('nothingDue')}</MenuLabel>}
      {reminders.length > 0 && <MenuLabel>{t('dueReminders')}</MenuLabel>}
      {reminders.map((reminder) => {
        const regarding = isLookupValue(reminder.regardingobjectid) ? reminder.regardingobjectid : null;
        return (
          <MenuItem
            key={String(reminder.id)}
            onSelect={() => open(regarding?.name ?? 'activity', regarding?.id ?? String(reminder.id))}
          >
            <AlarmClock size={14} aria-hidden="true" />
            <span className="feed-badge-text">
              {String(reminder.name ?? '')}
              {regarding?.label ? <small> · {regarding.label}</small> : null}
            </span>
          </MenuItem>
        );
      })}
      {reminders.length > 0 && mentions.length > 0 && <MenuSeparator />}
      {mentions.length > 0 && <MenuLabel>{t('mentions')}</MenuLabel>}
      {mentions.map((mention) => (
        <MenuItem
          key={mention.id}
          onSelect={() => {
            void markMentionsRead({ ids: [mention.id] })
              .then(announceMentionsChanged)
              .catch(() => {});
            if (mention.regarding) open(mention.regarding.entity, mention.regarding.id);
            else open('activity', mention.activityId);
          }}
        >
          <AtSign size={14} aria-hidden="true" />
          <span className="feed-badge-text">
            {t('mentionedBy', { name: mention.by ?? t('someone') })}: {mention.text.slice(0, 80)}
            {mention.regarding?.label ? <small> · {mention.regarding.label}</small> : null}
          </span>
        </MenuItem>
      ))}
    </Menu>
  );
}
