import { useTranslation } from 'react-i18next';
import type { FieldDisplayProps } from '../field-types';
import { parseTags, visibleTags } from './tags';

/** Reads settings.maxItems; a bad value (not a number) shows every tag. */
export function maxItemsOf(settings: Record<string, unknown> | undefined): number | undefined {
  const value = Number(settings?.maxItems);
  return settings?.maxItems !== undefined && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** Tag chips, at most settings.maxItems of them, then '+N more' (spec 000 section 9). */
export function TagsDisplay({ value, settings }: FieldDisplayProps) {
  const { t } = useTranslation('fields');
  const tags = parseTags(value);
  if (!tags.length) return null;
  const { shown, more } = visibleTags(tags, maxItemsOf(settings));
  return (
    <span className="field-display field-tags">
      {shown.map((tag) => (
        <span key={tag} className="tag-chip">
          {tag}
        </span>
      ))}
      {more > 0 && (
        <span className="tag-more" title={tags.slice(shown.length).join(', ')}>
          {t('moreTags', { count: more })}
        </span>
      )}
    </span>
  );
}
