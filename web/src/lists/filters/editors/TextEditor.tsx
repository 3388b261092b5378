import { useTranslation } from 'react-i18next';
import type { FilterSelection, QuickFilterDefinition } from '../../../list-views/quick-filter';

/** A text filter besides the search box: contains the text, from minimumLength characters on. */
export function TextEditor({
  definition,
  selection,
  onChange,
}: {
  definition: QuickFilterDefinition;
  selection: FilterSelection | undefined;
  onChange: (selection: FilterSelection | undefined) => void;
}) {
  const { t } = useTranslation('lists');
  return (
    <label className="qf-text">
      <span>{t('filters.contains')}</span>
      <input
        type="search"
        value={selection?.text ?? ''}
        onChange={(event) => onChange(event.target.value ? { text: event.target.value } : undefined)}
      />
      {(definition.minimumLength ?? 0) > 1 && (
        <small className="muted">{t('filters.minimumLength', { n: definition.minimumLength })}</small>
      )}
    </label>
  );
}
