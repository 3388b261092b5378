import type { Operation } from '@strata/api/contract/permission-mask';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LevelCircle } from './LevelCircle';
import {
  cycleColumn,
  cycleRow,
  isSystemEntity,
  levelAt,
  nextLevel,
  type RoleModel,
  roleLevels,
  roleOperations,
  setLevel,
} from './role-model';

export type GridEntity = { name: string; label: string };

/**
 * Entities (business ones, then system ones) x create / read / update / delete, each cell a
 * level drawn as a Dataverse circle: a click moves it to the next level, a row header sets the
 * whole row, a column header the whole column (of the entities shown).
 */
export function PermissionGrid({
  entities,
  model,
  onChange,
  disabled,
}: {
  entities: GridEntity[];
  model: RoleModel;
  onChange: (model: RoleModel) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const text = filter.trim().toLowerCase();
    return entities.filter(
      (entity) => !text || entity.label.toLowerCase().includes(text) || entity.name.includes(text),
    );
  }, [entities, filter]);
  const groups = [
    { key: 'business', rows: shown.filter((entity) => !isSystemEntity(entity.name)) },
    { key: 'system', rows: shown.filter((entity) => isSystemEntity(entity.name)) },
  ].filter((group) => group.rows.length > 0);
  const operationLabel = (operation: Operation) => t(`roles.${operation}`);

  return (
    <div className="role-grid">
      <div className="role-grid-tools">
        <label className="field role-grid-filter">
          <span>{t('roles.filter')}</span>
          <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
        </label>
        <ul className="role-legend" aria-label={t('roles.legend')}>
          {roleLevels.map((level) => (
            <li key={level}>
              <LevelCircle level={level} /> {t(`roles.level${level}`)}
            </li>
          ))}
        </ul>
      </div>
      <div className="table-scroll">
        <table className="table role-table">
          <thead>
            <tr>
              <th scope="col">{t('roles.entity')}</th>
              {roleOperations.map((operation) => (
                <th key={operation} scope="col">
                  <button
                    type="button"
                    className="role-header-button"
                    disabled={disabled}
                    title={t('roles.columnHeader', { operation: operationLabel(operation) })}
                    onClick={() =>
                      onChange(
                        cycleColumn(
                          model,
                          shown.map((entity) => entity.name),
                          operation,
                        ),
                      )
                    }
                  >
                    {operationLabel(operation)}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.key}>
              <tr className="role-group">
                <th scope="colgroup" colSpan={5}>
                  {t(`roles.${group.key}`)}
                </th>
              </tr>
              {group.rows.map((entity) => (
                <tr key={entity.name} data-entity={entity.name}>
                  <th scope="row">
                    <button
                      type="button"
                      className="role-header-button"
                      disabled={disabled}
                      title={t('roles.rowHeader', { entity: entity.label })}
                      onClick={() => onChange(cycleRow(model, entity.name))}
                    >
                      {entity.label}
                    </button>
                  </th>
                  {roleOperations.map((operation) => {
                    const level = levelAt(model, entity.name, operation);
                    return (
                      <td key={operation}>
                        <button
                          type="button"
                          className="role-cell"
                          data-level={level}
                          disabled={disabled}
                          aria-label={t('roles.cell', {
                            entity: entity.label,
                            operation: operationLabel(operation),
                            level: t(`roles.level${level}`),
                          })}
                          onClick={() => onChange(setLevel(model, entity.name, operation, nextLevel(level)))}
                        >
                          <LevelCircle level={level} size={20} />
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
