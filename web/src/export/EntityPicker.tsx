import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportableEntity } from './exportable-entities';

/** The export's entity picker (spec 001 section 2): readable, non-link entities by plural name. */
export function EntityPicker({
  entities,
  value,
  onChange,
}: {
  entities: readonly ExportableEntity[];
  value: string;
  onChange: (name: string) => void;
}) {
  const { t } = useTranslation('export');
  const id = useId();
  return (
    <div className="export-picker">
      <label htmlFor={id}>{t('entity')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('chooseEntity')}</option>
        {entities.map((entity) => (
          <option key={entity.name} value={entity.name}>
            {entity.label}
          </option>
        ))}
      </select>
    </div>
  );
}
