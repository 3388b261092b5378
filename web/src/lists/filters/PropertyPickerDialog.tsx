import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjectMeta, PropertyMeta } from '../../metadata/object-metadata';
import { Dialog } from '../../ui/Dialog';
import { isFilterable } from './ad-hoc-filter';

/** "Choose a property": any readable property of the entity becomes a filter chip. */
export function PropertyPickerDialog({
  object,
  onPick,
  onClose,
}: {
  object: ObjectMeta;
  onPick: (property: PropertyMeta) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('lists');
  const properties = object.properties
    .filter(isFilterable)
    .sort((left, right) => left.displayName.localeCompare(right.displayName));
  const [name, setName] = useState(properties[0]?.logicalName ?? '');
  return (
    <Dialog title={t('filters.chooseProperty')} onClose={onClose}>
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
          <button type="submit" className="button primary">
            {t('filters.add')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
