import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type FilterSelection, ownerOptions } from '../../../list-views/quick-filter';

/** Whose records: anyone, mine, my team's, or other people's. */
export function OwnerEditor({
  selection,
  onChange,
}: {
  selection: FilterSelection | undefined;
  onChange: (selection: FilterSelection | undefined) => void;
}) {
  const { t } = useTranslation('lists');
  const name = useId();
  const current = selection?.option ?? 'anyone';
  return (
    <div className="qf-options">
      {ownerOptions.map((option) => (
        <label key={option} className="qf-option">
          <input
            type="radio"
            name={name}
            checked={current === option}
            onChange={() => onChange(option === 'anyone' ? undefined : { option })}
          />
          <span>{t(`owner.${option}`)}</span>
        </label>
      ))}
    </div>
  );
}
