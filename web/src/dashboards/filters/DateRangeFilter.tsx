import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyMeta } from '../../metadata/object-metadata';
import type { FilterChoice } from './filter-conditions';

type Props = {
  label: string;
  property: PropertyMeta;
  choice: FilterChoice;
  onChange: (choice: FilterChoice | undefined) => void;
};

/** A date range: from and to, both days included; either may stay empty. */
export function DateRangeFilter({ label, choice, onChange }: Props) {
  const { t } = useTranslation('dashboards');
  const id = useId();
  const set = (part: 'from' | 'to', value: string) => {
    const next = { ...choice, [part]: value || undefined };
    onChange(next.from || next.to ? next : undefined);
  };
  return (
    <fieldset className="dashboard-filter is-dates">
      <legend>{label}</legend>
      <div className="dashboard-filter-dates">
        <label htmlFor={`${id}-from`}>{t('from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={choice.from ?? ''}
          onChange={(e) => set('from', e.target.value)}
        />
        <label htmlFor={`${id}-to`}>{t('to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={choice.to ?? ''}
          onChange={(e) => set('to', e.target.value)}
        />
      </div>
    </fieldset>
  );
}
