import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjectMeta, PropertyMeta } from '../metadata/object-metadata';
import type { MatchMode } from './match-plan';

type Props = {
  entities: readonly ObjectMeta[];
  entity: string;
  /** ?entity= given: the object is fixed and only named */
  fixedEntity: boolean;
  onEntityChange: (entity: string) => void;
  candidates: readonly PropertyMeta[];
  field: string;
  onFieldChange: (field: string) => void;
  mode: MatchMode;
  modes: readonly MatchMode[];
  onModeChange: (mode: MatchMode) => void;
  disabled: boolean;
};

/**
 * The import's settings (spec 001 section 2): the object, 'Find Matching Records By' and the
 * 'Matching Records' choice. The choice only matters with a field to match by.
 */
export function ImportOptions(props: Props) {
  const { t } = useTranslation('import');
  const id = useId();
  const object = props.entities.find((item) => item.logicalName === props.entity);
  return (
    <div className="import-options">
      <div className="import-option">
        <label htmlFor={`${id}-entity`}>{t('object')}</label>
        {props.fixedEntity ? (
          <output id={`${id}-entity`} className="import-entity">
            {object?.displayNamePlural ?? props.entity}
          </output>
        ) : (
          <select
            id={`${id}-entity`}
            value={props.entity}
            disabled={props.disabled}
            onChange={(event) => props.onEntityChange(event.target.value)}
          >
            <option value="">{t('chooseObject')}</option>
            {props.entities.map((item) => (
              <option key={item.logicalName} value={item.logicalName}>
                {item.displayNamePlural}
              </option>
            ))}
          </select>
        )}
      </div>
      <div className="import-option">
        <label htmlFor={`${id}-field`}>{t('matchBy')}</label>
        <select
          id={`${id}-field`}
          value={props.field}
          disabled={props.disabled || props.candidates.length === 0}
          onChange={(event) => props.onFieldChange(event.target.value)}
        >
          <option value="">{t('matchNone')}</option>
          {props.candidates.map((property) => (
            <option key={property.logicalName} value={property.logicalName}>
              {property.displayName}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="import-option import-modes" disabled={props.disabled || !props.field}>
        <legend>{t('matchMode')}</legend>
        {props.modes.map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={props.mode === mode}
              onChange={() => props.onModeChange(mode)}
            />
            {t(`modes.${mode}`)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
