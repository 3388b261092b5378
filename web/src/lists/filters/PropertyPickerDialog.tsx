import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjectMeta, PropertyMeta } from '../../metadata/object-metadata';
import { Dialog } from '../../ui/Dialog';
import { isFilterable } from './ad-hoc-filter';

/**
 * "Choose a property": any readable property of the entity becomes a filter chip. Customise
 * mode reuses it to add a column or a view filter, with its own title, button and choices.
 */
export function PropertyPickerDialog({
  object,
  onPick,
  onClose,
  title,
  okLabel,
  choices,
}: {
  object: ObjectMeta;
  onPick: (property: PropertyMeta) => void;
  onClose: () => void;
  title?: string;
  okLabel?: string;
  /** the properties offered (default: the entity's filterable ones by name) */
  choices?: readonly PropertyMeta[];
}) {
  const { t } = useTranslation('lists');
  const properties =
    choices ??
    object.properties
      .filter(isFilterable)
      .sort((left, right) => left.displayName.localeCompare(right.displayName));
  const [name, setName] = useState(properties[0]?.logicalName ?? '');
  return (
    <Dialog title={title ?? t('filters.chooseProperty')} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const property = properties.find((item) => item.logicalName === name);
          if (property) onPick(property);
        }}
      >
        <label className="field">
          <span>{t('filters.property')}</span>
          <select value={name} onChange={(event) => setName(event.target.value)}>
            {properties.map((property) => (
              <option key={property.logicalName} value={property.logicalName}>
                {property.displayName}
              </option>
            ))}
          </select>
        </label>
        <div className="dialog-buttons">
          <button type="button" className="button" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="button primary" disabled={properties.length === 0}>
            {okLabel ?? t('filters.add')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
