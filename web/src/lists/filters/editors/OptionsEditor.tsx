import { useId } from 'react';
import { OptionDot } from '../../../fields/options/OptionDot';
import type { FilterSelection, QuickFilterDefinition } from '../../../list-views/quick-filter';
import { type FilterOption, sameOption, toggleOption } from '../filter-options';

/**
 * Options as radio buttons (single) or check boxes (multiSelect); optionsFormat 'select' (or
 * more than five single-select options) asks for a drop-down instead. A rich option's icon or
 * colour shows before its label.
 */
export function OptionsEditor({
  definition,
  options,
  selection,
  onChange,
}: {
  definition: QuickFilterDefinition;
  options: readonly FilterOption[];
  selection: FilterSelection | undefined;
  onChange: (selection: FilterSelection | undefined) => void;
}) {
  const name = useId();
  const values = selection?.values ?? [];
  const pick = (value: FilterOption['value']) => {
    const next = toggleOption(definition, options, values, value);
    onChange(next.length ? { values: next } : undefined);
  };
  // spec 001 section 9: five options or fewer read best as radios, more as a drop-down
  const asSelect =
    !definition.multiSelect &&
    (definition.optionsFormat === 'select' || (!definition.optionsFormat && options.length > 5));
  if (asSelect) {
    const index = options.findIndex((option) => values.some((value) => sameOption(value, option.value)));
    return (
      <select
        aria-label={definition.label ?? definition.name}
        value={index}
        onChange={(event) => {
          const option = options[Number(event.target.value)];
          onChange(option ? { values: [option.value] } : undefined);
        }}
      >
        {!definition.mustSelect && <option value={-1}>—</option>}
        {options.map((option, position) => (
          <option key={String(option.value)} value={position}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <div className="qf-options">
      {options.map((option) => (
        <label key={String(option.value)} className="qf-option">
          <input
            type={definition.multiSelect ? 'checkbox' : 'radio'}
            name={name}
            checked={values.some((value) => sameOption(value, option.value))}
            onChange={() => pick(option.value)}
            onClick={() => {
              // a radio that is already on does not fire change: a second click clears it
              if (!definition.multiSelect && values.some((value) => sameOption(value, option.value)))
                pick(option.value);
            }}
          />
          <OptionDot color={option.color} icon={option.icon} />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
