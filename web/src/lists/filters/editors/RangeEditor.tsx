import { useTranslation } from 'react-i18next';
import { maxAgeYears } from '../../../list-views/date-ranges';
import type { FilterSelection, QuickFilterDefinition } from '../../../list-views/quick-filter';

/** number: one value; numericrange and age: from/to (ages 0 to 99 years). */
export function RangeEditor({
  definition,
  selection,
  onChange,
}: {
  definition: QuickFilterDefinition;
  selection: FilterSelection | undefined;
  onChange: (selection: FilterSelection | undefined) => void;
}) {
  const { t } = useTranslation('lists');
  const single = definition.type === 'number';
  const age = definition.type === 'age';
  const limits = age ? { min: 0, max: maxAgeYears, step: 1 } : { step: 'any' as const };
  const set = (side: 'from' | 'to', text: string) => {
    const next: FilterSelection = {
      from: selection?.from,
      to: selection?.to,
      [side]: text === '' ? undefined : text,
    };
    onChange(next.from !== undefined || next.to !== undefined ? next : undefined);
  };
  const value = (side: 'from' | 'to') => (selection?.[side] === undefined ? '' : String(selection[side]));
  return (
    <div className="qf-range">
      <label>
        <span>{single ? t('filters.value') : age ? t('filters.ageFrom') : t('filters.from')}</span>
        <input
          type="number"
          {...limits}
          value={value('from')}
          onChange={(event) => set('from', event.target.value)}
        />
      </label>
      {!single && (
        <label>
          <span>{age ? t('filters.ageTo') : t('filters.to')}</span>
          <input
            type="number"
            {...limits}
            value={value('to')}
            onChange={(event) => set('to', event.target.value)}
          />
        </label>
      )}
      {single && (definition.minimumLength ?? 0) > 1 && (
        <p className="muted">{t('filters.minimumLength', { n: definition.minimumLength })}</p>
      )}
    </div>
  );
}
