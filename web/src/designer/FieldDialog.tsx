import {
  type PropertyFlag,
  type PropertyType,
  propertySchema,
  propertyTypes,
} from '@strata/api/contract/metadata';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../context/shell-context';
import type { ObjectMeta, PropertyMeta } from '../metadata/object-metadata';
import { ChangeDialog } from './ChangeDialog';
import { addField, changeField, createEntity, type DesignerChange } from './designer-api';
import { fieldFormOf, flagsOfType, optionFlags, precisionTypes, propertyOfForm } from './field-form';
import { nameProblem } from './name-check';

/** A many-to-many relation is offered with the types: it creates a link table, not a column. */
const manyToMany = 'ManyToMany';
type FieldKind = PropertyType | typeof manyToMany;
const offeredTypes: FieldKind[] = [...propertyTypes.filter((type) => type !== 'VersionNumber'), manyToMany];
const flagsFor = (type: FieldKind) => (type === manyToMany ? [] : flagsOfType(type));

/** Adds a field of any type and flag, or changes one (what the DDL engine allows). */
export function FieldDialog({
  object,
  field,
  ownNames,
  onClose,
  onDone,
}: {
  object: ObjectMeta;
  /** the field changed; none for a new one */
  field?: PropertyMeta;
  ownNames: string[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('designer');
  const { context } = useShell();
  const [opened] = useState(() => fieldFormOf(field));
  const [logicalName, setLogicalName] = useState(opened.logicalName);
  const [displayName, setDisplayName] = useState(opened.displayName);
  const [type, setType] = useState<FieldKind>(opened.type);
  const [flags, setFlags] = useState<PropertyFlag[]>(opened.flags);
  const [max, setMax] = useState(opened.max);
  const [precision, setPrecision] = useState(opened.precision);
  const [targets, setTargets] = useState<string[]>(opened.targets);
  const [options, setOptions] = useState(opened.options);
  const [description, setDescription] = useState(opened.description);
  const [place, setPlace] = useState(true);
  const entities = context.objects.filter((candidate) => candidate.type !== 'many');
  const problem =
    !field && logicalName
      ? type === manyToMany
        ? nameProblem(logicalName, 'object', Object.keys(context.metaDict))
        : nameProblem(logicalName, 'property', ownNames)
      : null;
  const hasOptions = flags.some((flag) => optionFlags.includes(flag));
  const shownFlags = flagsFor(type);

  const build = (): DesignerChange | string => {
    if (!field && (!logicalName || problem)) return t(`name.${problem ?? 'pattern'}`, { name: logicalName });
    if (type === manyToMany) {
      const [target] = targets;
      if (!target) return t('field.chooseTarget');
      const side = (name: string, suffix: string) => ({
        logicalName: `${name}${suffix}`,
        displayName: context.metaDict[name]?.displayName ?? name,
        type: 'Lookup' as const,
        flags: ['Required' as const],
        targets: [name],
      });
      return createEntity(
        {
          logicalName,
          displayName: displayName || logicalName,
          displayNamePlural: displayName || logicalName,
          type: 'many',
          properties: [
            side(object.logicalName, 'id'),
            side(target, target === object.logicalName ? 'id2' : 'id'),
          ],
        },
        place,
      );
    }
    const result = propertyOfForm(
      { logicalName, displayName, type, flags, max, precision, targets, options, description },
      field,
      object.properties,
    );
    if ('optionError' in result) {
      const { reason, line, field: dependent } = result.optionError;
      return t(`options.${reason}`, { line, field: dependent });
    }
    const { property } = result;
    const checked = propertySchema.safeParse(property);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`;
    }
    return field ? changeField(object.logicalName, property) : addField(object.logicalName, property, place);
  };

  return (
    <ChangeDialog
      title={
        field
          ? t('field.change', { name: field.displayName })
          : t('field.new', { entity: object.displayName })
      }
      onClose={onClose}
      onApplied={onDone}
      build={build}
    >
      <div className="designer-grid">
        <label className="field">
          <span>{type === manyToMany ? t('field.linkName') : t('field.logicalName')}</span>
          <input
            name="logicalName"
            value={logicalName}
            disabled={Boolean(field)}
            onChange={(event) => setLogicalName(event.target.value.trim())}
            aria-invalid={problem !== null}
            data-autofocus
            required
          />
        </label>
        <label className="field">
          <span>{t('field.displayName')}</span>
          <input
            name="displayName"
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
          />
        </label>
        <label className="field">
          <span>{t('field.type')}</span>
          <select name="type" value={type} onChange={(event) => setType(event.target.value as FieldKind)}>
            {offeredTypes
              .filter((candidate) => !field || candidate !== manyToMany)
              .map((candidate) => (
                <option key={candidate} value={candidate}>
                  {t(`types.${candidate}`)}
                </option>
              ))}
          </select>
        </label>
        {type === 'String' && (
          <label className="field">
            <span>{t('field.max')}</span>
            <input
              name="max"
              type="number"
              min={1}
              value={max}
              onChange={(event) => setMax(event.target.value)}
            />
          </label>
        )}
        {(precisionTypes as readonly FieldKind[]).includes(type) && (
          <label className="field">
            <span>{t('field.precision')}</span>
            <input
              name="precision"
              type="number"
              min={0}
              max={10}
              value={precision}
              onChange={(event) => setPrecision(event.target.value)}
            />
          </label>
        )}
      </div>
      {problem && (
        <p className="form-error" role="alert">
          {t(`name.${problem}`, { name: logicalName })}
        </p>
      )}
      {(type === 'Lookup' || type === manyToMany) && (
        <label className="field">
          <span>{type === manyToMany ? t('field.linkTarget') : t('field.targets')}</span>
          <select
            name="targets"
            multiple={type === 'Lookup'}
            size={type === 'Lookup' ? 6 : undefined}
            value={type === 'Lookup' ? targets : (targets[0] ?? '')}
            disabled={Boolean(field)}
            onChange={(event) =>
              setTargets([...event.target.selectedOptions].map((option) => option.value).filter(Boolean))
            }
          >
            {type === manyToMany && <option value="">{t('field.chooseTarget')}</option>}
            {entities.map((entity) => (
              <option key={entity.logicalName} value={entity.logicalName}>
                {entity.displayName} ({entity.logicalName})
              </option>
            ))}
          </select>
        </label>
      )}
      {shownFlags.length > 0 && (
        <fieldset className="designer-flags">
          <legend>{t('field.flags')}</legend>
          {shownFlags.map((flag) => (
            <label key={flag} className="check-field">
              <input
                type="checkbox"
                name={`flag-${flag}`}
                checked={flags.includes(flag)}
                onChange={(event) =>
                  setFlags(event.target.checked ? [...flags, flag] : flags.filter((other) => other !== flag))
                }
              />
              <span>{t(`flags.${flag}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {hasOptions && (
        <label className="field">
          <span>{t('field.options')}</span>
          <textarea
            name="options"
            className="designer-code"
            rows={6}
            value={options}
            placeholder={t('field.optionsExample')}
            onChange={(event) => setOptions(event.target.value)}
          />
          <small className="designer-muted">{t('field.optionsHint')}</small>
        </label>
      )}
      <label className="field">
        <span>{t('field.description')}</span>
        <input
          name="description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </label>
      {!field && (
        <label className="check-field">
          <input
            type="checkbox"
            name="place"
            checked={place}
            onChange={(event) => setPlace(event.target.checked)}
          />
          <span>{t(type === manyToMany ? 'field.placeLink' : 'field.place')}</span>
        </label>
      )}
    </ChangeDialog>
  );
}
