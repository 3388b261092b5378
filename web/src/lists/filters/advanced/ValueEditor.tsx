import { useTranslation } from 'react-i18next';
import type { PropertyMeta } from '../../../metadata/object-metadata';
import { LookupValuePicker } from './LookupValuePicker';
import { propertyOptions, valueKind } from './operators';
import { type ConditionNode, takesValueList } from './tree';

type Props = {
  condition: ConditionNode;
  property: PropertyMeta;
  onChange: (patch: Partial<Pick<ConditionNode, 'value' | 'values'>>) => void;
  /** aria-invalid and aria-describedby when the value has a problem */
  invalid: Record<string, unknown>;
};

/**
 * The value of a condition, with the native control that fits the property: text and numbers
 * as text inputs (so a wrong number is shown and explained, not silently emptied by the
 * browser), days and instants as date pickers, option sets and booleans as selects, `in` as
 * a set of checkboxes and lookups as a record picker.
 */
export function ValueEditor({ condition, property, onChange, invalid }: Props) {
  const { t } = useTranslation('lists');
  const kind = valueKind(property);
  const text = (type: string, inputMode?: 'decimal' | 'numeric') => (
    <label className="af-field af-value">
      <span>{t('advancedFind.value')}</span>
      <input
        type={type}
        inputMode={inputMode}
        value={condition.value}
        onChange={(event) => onChange({ value: event.target.value })}
        {...invalid}
      />
    </label>
  );

  switch (kind) {
    case 'number':
      return text('text', 'decimal');
    case 'integer':
      return text('text', 'numeric');
    case 'date':
      return text('date');
    case 'datetime':
      return text('datetime-local');
    case 'lookup':
      return (
        <LookupValuePicker
          target={property.targets?.[0] ?? ''}
          value={condition.value}
          onChange={(value) => onChange({ value })}
          invalid={invalid}
        />
      );
    case 'boolean':
    case 'option':
    case 'multiOption': {
      const options = propertyOptions(property, { yes: t('yes'), no: t('no') });
      if (takesValueList(condition.operator)) {
        const toggle = (value: string, on: boolean) =>
          onChange({
            values: on ? [...condition.values, value] : condition.values.filter((item) => item !== value),
          });
        return (
          <fieldset
            className="af-values"
            aria-describedby={invalid['aria-describedby'] as string | undefined}
          >
            <legend>{t('advancedFind.values')}</legend>
            {options.map((option) => {
              const value = String(option.value);
              return (
                <label key={value} className="qf-option">
                  <input
                    type="checkbox"
                    checked={condition.values.includes(value)}
                    onChange={(event) => toggle(value, event.target.checked)}
                  />
                  <span>{option.label}</span>
                </label>
              );
            })}
          </fieldset>
        );
      }
      return (
        <label className="af-field af-value">
          <span>{t('advancedFind.value')}</span>
          <select
            value={condition.value}
            onChange={(event) => onChange({ value: event.target.value })}
            {...invalid}
          >
            <option value="">{t('advancedFind.choose')}</option>
            {options.map((option) => (
              <option key={String(option.value)} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      );
    }
    default:
      return text('text');
  }
}
