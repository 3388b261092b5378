import type { Operation } from '@strata/api/contract/permission-mask';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ObjectMeta } from '../../metadata/object-metadata';
import type { GridEntity } from './PermissionGrid';
import { type OwnerRule, type RoleModel, roleOperations } from './role-model';

/**
 * Custom owner rules as rows (spec 000 section 6): for an entity and an operation, the field
 * that names the record's owner instead of ownerid. Fields offered are the entity's lookups.
 */
export function OwnerRules({
  entities,
  objects,
  model,
  onChange,
}: {
  entities: GridEntity[];
  objects: Record<string, ObjectMeta>;
  model: RoleModel;
  onChange: (model: RoleModel) => void;
}) {
  const { t } = useTranslation('admin');
  const update = (index: number, rule: Partial<OwnerRule>) =>
    onChange({
      ...model,
      owners: model.owners.map((current, at) => (at === index ? { ...current, ...rule } : current)),
    });
  const fieldsOf = (entity: string) =>
    (objects[entity]?.properties ?? [])
      .filter((property) => property.type === 'Lookup' || property.logicalName === 'id')
      .map((property) => property.logicalName);
  const first = entities[0]?.name ?? 'account';

  return (
    <div className="owner-rules">
      <p className="muted">{t('roles.ownersHint')}</p>
      {model.owners.length === 0 ? (
        <p>{t('roles.noRules')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('roles.ownerEntity')}</th>
              <th scope="col">{t('roles.ownerOperation')}</th>
              <th scope="col">{t('roles.ownerField')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('roles.removeRule')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {model.owners.map((rule, index) => {
              const fields = fieldsOf(rule.objectName);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id; rows are edited in place
                <tr key={index}>
                  <td>
                    <select
                      aria-label={t('roles.ownerEntity')}
                      value={rule.objectName}
                      onChange={(event) =>
                        update(index, {
                          objectName: event.target.value,
                          fieldName: fieldsOf(event.target.value)[0] ?? 'ownerid',
                        })
                      }
                    >
                      {entities.map((entity) => (
                        <option key={entity.name} value={entity.name}>
                          {entity.label}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <select
                      aria-label={t('roles.ownerOperation')}
                      value={rule.operation}
                      onChange={(event) => update(index, { operation: event.target.value as Operation })}
                    >
                      {roleOperations.map((operation) => (
                        <option key={operation} value={operation}>
                          {t(`roles.${operation}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <select
                      aria-label={t('roles.ownerField')}
                      value={rule.fieldName}
                      onChange={(event) => update(index, { fieldName: event.target.value })}
                    >
                      {(fields.includes(rule.fieldName) ? fields : [rule.fieldName, ...fields]).map(
                        (field) => (
                          <option key={field} value={field}>
                            {field}
                          </option>
                        ),
                      )}
                    </select>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t('roles.removeRule')}
                      onClick={() =>
                        onChange({ ...model, owners: model.owners.filter((_, at) => at !== index) })
                      }
                    >
                      <Trash2 size={16} aria-hidden="true" />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <button
        type="button"
        className="button"
        onClick={() =>
          onChange({
            ...model,
            owners: [
              ...model.owners,
              { objectName: first, operation: 'update', fieldName: fieldsOf(first)[0] ?? 'ownerid' },
            ],
          })
        }
      >
        {t('roles.addRule')}
      </button>
    </div>
  );
}
