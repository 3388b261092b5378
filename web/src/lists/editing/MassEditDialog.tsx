import { X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordValues } from '../../data/data-api';
import { editorFor } from '../../fields/registry';
import type { ObjectMeta } from '../../metadata/object-metadata';
import { Dialog } from '../../ui/Dialog';
import { isEditableProperty } from './edit-batch';

type Props = {
  object: ObjectMeta;
  count: number;
  onApply: (values: RecordValues) => void;
  onClose: () => void;
};

/**
 * Mass edit: the user picks fields of the entity and a value for each (the registry's
 * editors), and the same values are written to every selected row.
 */
export function MassEditDialog({ object, count, onApply, onClose }: Props) {
  const { t } = useTranslation('lists');
  const baseId = useId();
  const properties = useMemo(
    () =>
      object.properties
        .filter(isEditableProperty)
        .sort((left, right) => left.displayName.localeCompare(right.displayName)),
    [object.properties],
  );
  const [chosen, setChosen] = useState<string[]>([]);
  const [values, setValues] = useState<RecordValues>({});
  const [pick, setPick] = useState('');
  const available = properties.filter((property) => !chosen.includes(property.logicalName));

  const add = (name: string) => {
    if (!name) return;
    setChosen((current) => [...current, name]);
    setValues((current) => ({ ...current, [name]: null }));
    setPick('');
  };
  const remove = (name: string) => {
    setChosen((current) => current.filter((item) => item !== name));
    setValues(({ [name]: _removed, ...rest }) => rest);
  };

  return (
    <Dialog
      closeOnOutsideClick={false}
      title={t('editing.massEditTitle', { count })}
      onClose={onClose}
      className="mass-edit-dialog"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen.length) onApply(values);
        }}
      >
        <div className="mass-edit-add">
          <label htmlFor={`${baseId}-pick`}>{t('editing.field')}</label>
          <select id={`${baseId}-pick`} value={pick} onChange={(event) => add(event.target.value)}>
            <option value="">{t('editing.chooseField')}</option>
            {available.map((property) => (
              <option key={property.logicalName} value={property.logicalName}>
                {property.displayName}
              </option>
            ))}
          </select>
        </div>
        {chosen.length === 0 && <p className="mass-edit-hint">{t('editing.noFields')}</p>}
        <ul className="mass-edit-fields">
          {chosen.map((name) => {
            const property = properties.find((item) => item.logicalName === name);
            if (!property) return null;
            const Editor = editorFor(property);
            const id = `${baseId}-${name}`;
            return (
              <li key={name} className="mass-edit-field">
                <label htmlFor={id}>{property.displayName}</label>
                <Editor
                  id={id}
                  label={property.displayName}
                  property={property}
                  objectName={object.logicalName}
                  value={values[name] ?? null}
                  onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
                  record={values}
                />
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('editing.removeField', { field: property.displayName })}
                  onClick={() => remove(name)}
                >
                  <X size={16} aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
        <div className="dialog-buttons">
          <button type="button" className="button" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="button primary" disabled={!chosen.length}>
            {t('editing.apply')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
