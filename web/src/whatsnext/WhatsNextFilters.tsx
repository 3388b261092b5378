import { type WhatsNextSchedule, whatsNextSchedules } from '@strata/api/contract/whatsnext';
import { useTranslation } from 'react-i18next';

export type OwnerChoice = 'me' | 'all';
export const ownerChoices: readonly OwnerChoice[] = ['me', 'all'];

type Props = {
  scheduled: WhatsNextSchedule;
  owner: OwnerChoice;
  onScheduled: (value: WhatsNextSchedule) => void;
  onOwner: (value: OwnerChoice) => void;
};

/** One row of toggle buttons: exactly one is pressed; arrow keys move between them. */
function ToggleGroup<T extends string>({
  label,
  values,
  value,
  text,
  onChange,
}: {
  label: string;
  values: readonly T[];
  value: T;
  text: (value: T) => string;
  onChange: (value: T) => void;
}) {
  const move = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = values[(index + step + values.length) % values.length] as T;
    onChange(next);
    const buttons = event.currentTarget.parentElement?.querySelectorAll('button');
    buttons?.[(index + step + values.length) % values.length]?.focus();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add a border and legend to a row of chips
    <div className="wn-filter" role="group" aria-label={label}>
      <span className="wn-filter-label">{label}</span>
      {values.map((option, index) => (
        <button
          key={option}
          type="button"
          className={`wn-toggle${option === value ? ' active' : ''}`}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          onKeyDown={(event) => move(event, index)}
        >
          {text(option)}
        </button>
      ))}
    </div>
  );
}

/** The quick-filter panel of What's Next (spec 001 section 4): scheduled and owner. */
export function WhatsNextFilters({ scheduled, owner, onScheduled, onOwner }: Props) {
  const { t } = useTranslation('whatsnext');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of filter groups, not a form
    <div className="wn-filters" role="group" aria-label={t('filters.label')}>
      <ToggleGroup
        label={t('filters.scheduled')}
        values={whatsNextSchedules}
        value={scheduled}
        text={(value) => t(`scheduled.${value}`)}
        onChange={onScheduled}
      />
      <ToggleGroup
        label={t('filters.owner')}
        values={ownerChoices}
        value={owner}
        text={(value) => t(`owner.${value}`)}
        onChange={onOwner}
      />
    </div>
  );
}
