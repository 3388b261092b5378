import { useTranslation } from 'react-i18next';
import type { PropertyMeta } from '../../metadata/object-metadata';
import { CheckList } from './CheckList';
import type { FilterChoice } from './filter-conditions';

type Props = {
  label: string;
  property: PropertyMeta;
  choice: FilterChoice;
  onChange: (choice: FilterChoice | undefined) => void;
};

/** Option-set checkboxes: the property's options (rich ones with their colour), or yes/no. */
export function OptionsFilter({ label, property, choice, onChange }: Props) {
  const { t } = useTranslation('dashboards');
  const options =
    property.richOptions?.map((option) => ({
      value: option.value,
      label: option.label,
      color: option.color,
    })) ??
    property.options?.map((value) => ({ value, label: String(value) })) ??
    (property.type === 'Boolean'
      ? [
          { value: true, label: t('yes') },
          { value: false, label: t('no') },
        ]
      : []);
  return <CheckList label={label} options={options} choice={choice} onChange={onChange} />;
}
