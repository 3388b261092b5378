import type { FieldDisplayProps } from '../field-types';
import { OptionDot } from './OptionDot';
import { findOption, optionsOf } from './option-list';

/** An option's label, as a pill with its icon or colour when the rich option has one. */
export function OptionDisplay({ property, value }: FieldDisplayProps) {
  if (value === null || value === undefined || value === '') return null;
  const option = findOption(optionsOf(property), value);
  const label = option?.label ?? String(value);
  if (!option?.color) return <span className="field-display">{label}</span>;
  return (
    <span className="field-display option-pill" style={{ borderColor: option.color }}>
      <OptionDot color={option.color} icon={option.icon} />
      <span className="option-pill-label">{label}</span>
    </span>
  );
}
