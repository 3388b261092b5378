import { useTranslation } from 'react-i18next';
import type { PropertyMeta } from '../metadata/object-metadata';

/** An entity's own fields with everything the engine knows of them. */
export function FieldTable({
  fields,
  protectedObject,
  onEdit,
  onDelete,
}: {
  fields: PropertyMeta[];
  protectedObject: boolean;
  onEdit: (field: PropertyMeta) => void;
  onDelete: (field: PropertyMeta) => void;
}) {
  const { t } = useTranslation('designer');
  if (fields.length === 0) return <p className="empty-state">{t('field.none')}</p>;
  return (
    <table className="designer-table">
      <thead>
        <tr>
          <th>{t('field.logicalName')}</th>
          <th>{t('field.displayName')}</th>
          <th>{t('field.type')}</th>
          <th>{t('field.flags')}</th>
          <th>{t('field.maxPrecision')}</th>
          <th>{t('field.optionsTargets')}</th>
          <th>
            <span className="visually-hidden">{t('actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.logicalName} data-field={field.logicalName}>
            <td>
              <code>{field.logicalName}</code>
            </td>
            <td>{field.displayName}</td>
            <td>{t(`types.${field.type}`)}</td>
            <td>{field.flags.map((flag) => t(`flags.${flag}`)).join(', ')}</td>
            <td>{field.max ?? field.precision ?? ''}</td>
            <td className="designer-options">
              {field.targets?.join(', ') ??
                (field.richOptions ?? []).map((option) => (
                  <span
                    key={String(option.value)}
                    className="designer-chip"
                    style={option.color ? { borderColor: option.color } : undefined}
                  >
                    {option.label}
                  </span>
                ))}
              {!field.richOptions && field.type !== 'Lookup' && field.options?.join(', ')}
            </td>
            <td className="designer-actions">
              <button
                type="button"
                className="button link"
                onClick={() => onEdit(field)}
                aria-label={t('field.changeNamed', { name: field.logicalName })}
              >
                {t('edit')}
              </button>
              {!protectedObject && (
                <button
                  type="button"
                  className="button link danger"
                  onClick={() => onDelete(field)}
                  aria-label={t('field.deleteNamed', { name: field.logicalName })}
                >
                  {t('delete.button')}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
