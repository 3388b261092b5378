import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelativeTime } from '../ui/relative-time';
import { useNow } from '../ui/use-now';

/** "just now", "5 min. ago", "2 hr. ago" or a date; the full date on hover; kept current each minute. */
export function TimeLabel({ at }: { at: string }) {
  const { t, i18n } = useTranslation('feed');
  const now = useNow();
  const date = new Date(at);
  const language = i18n.language || 'en';
  return (
    <time className="feed-time" dateTime={at} title={formatDateTime(date, language)}>
      {formatRelativeTime(date, now, language, t('justNow'))}
    </time>
  );
}
