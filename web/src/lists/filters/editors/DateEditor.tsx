import { useTranslation } from 'react-i18next';
import { dateQuickOptions, maxDayYear, minDayYear } from '../../../list-views/date-ranges';
import type { FilterSelection, QuickFilterDefinition } from '../../../list-views/quick-filter';

/**
 * date: the quick options; daterange: quick options or from/to days; day: one day; dayrange:
 * from/to days. Choosing a quick option clears the days and the other way round.
 */
export function DateEditor({
  definition,
  selection,
  onChange,
}: {
  definition: QuickFilterDefinition;
  selection: FilterSelection | undefined;
  onChange: (selection: FilterSelection | undefined) => void;
}) {
  const { t } = useTranslation('lists');
  const quick = definition.type === 'date' || definition.type === 'daterange';
  const days = definition.type !== 'date';
  const twoDays = definition.type !== 'day';
  const setDay = (side: 'from' | 'to', value: string) => {
    const next: FilterSelection = { from: selection?.from, to: selection?.to, [side]: value || undefined };
    onChange(next.from || next.to ? next : undefined);
  };
  const bounds = { min: `${minDayYear}-01-01`, max: `${maxDayYear}-12-31` };
  return (
    <div className="qf-date">
      {quick && (
        // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form section
        <div className="qf-quick-options" role="group" aria-label={t('filters.quickDates')}>
          {dateQuickOptions.map((option) => (
            <button
              key={option}
              type="button"
              className={`qf-quick${selection?.option === option ? ' active' : ''}`}
              aria-pressed={selection?.option === option}
              onClick={() => onChange(selection?.option === option ? undefined : { option })}
            >
              {t(`dates.${option}`)}
            </button>
          ))}
        </div>
      )}
      {days && (
        <div className="qf-range">
          <label>
            <span>{twoDays ? t('filters.from') : t('filters.day')}</span>
            <input
              type="date"
              {...bounds}
              value={typeof selection?.from === 'string' ? selection.from : ''}
              onChange={(event) => setDay('from', event.target.value)}
            />
          </label>
          {twoDays && (
            <label>
              <span>{t('filters.to')}</span>
              <input
                type="date"
                {...bounds}
                value={typeof selection?.to === 'string' ? selection.to : ''}
                onChange={(event) => setDay('to', event.target.value)}
              />
            </label>
          )}
        </div>
      )}
    </div>
  );
}
