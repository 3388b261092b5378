import type { Translate } from '../../fields/format-value';
import { formatDateTime, formatRelativeTime, relativeTime } from '../../ui/relative-time';
import type { HeaderStamp } from './record-header-model';

/** One half of the header's "Created … · Modified …" line, with the full time for its tooltip. */
export type StampText = { text: string; title: string; iso: string };

/**
 * "Created 3 Mar 2025 by Eva" and "Modified 5 min. ago by Jan" (or "Modified on {date}" once a
 * day has passed), in the user's language; a stamp without a user says only when.
 */
export function stampTexts(
  stamps: { created?: HeaderStamp | undefined; modified?: HeaderStamp | undefined },
  now: Date,
  language: string,
  t: Translate,
): { created?: StampText; modified?: StampText } {
  const texts: { created?: StampText; modified?: StampText } = {};
  const { created, modified } = stamps;
  if (created) {
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(created.at);
    texts.created = {
      text: created.by
        ? t('forms:header.createdBy', { date, user: created.by })
        : t('forms:header.created', { date }),
      title: formatDateTime(created.at, language),
      iso: created.at.toISOString(),
    };
  }
  if (modified) {
    const recent = relativeTime(modified.at, now).unit !== 'date';
    const date = formatRelativeTime(modified.at, now, language, t('forms:header.justNow'));
    const key = recent ? 'modifiedAgo' : 'modifiedOn';
    texts.modified = {
      text: modified.by
        ? t(`forms:header.${key}By`, { date, user: modified.by })
        : t(`forms:header.${key}`, { date }),
      title: formatDateTime(modified.at, language),
      iso: modified.at.toISOString(),
    };
  }
  return texts;
}
