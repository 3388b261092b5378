import {
  flagTypes,
  type PropertyFlag,
  type PropertyInput,
  type PropertyType,
  propertyFlags,
  propertySchema,
  propertyTypes,
} from '@strata/api/contract/metadata';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjectMeta, PropertyMeta } from '../metadata/object-metadata';
import { useShell } from '../shell/shell-context';
import { ChangeDialog } from './ChangeDialog';
import { addField, changeField, createEntity, type DesignerChange } from './designer-api';
import { nameProblem } from './name-check';
import { formatOptionLines, parseOptionLines } from './option-lines';

/** A many-to-many relation is offered with the types: it creates a link table, not a column. */
const manyToMany = 'ManyToMany';
type FieldKind = PropertyType | typeof manyToMany;
const offeredTypes: FieldKind[] = [...propertyTypes.filter((type) => type !== 'VersionNumber'), manyToMany];
const flagsFor = (type: FieldKind) =>
  type === manyToMany
    ? []
    : propertyFlags.filter((flag) => {
        const allowed = flagTypes[flag];
        return allowed === 'any' || allowed.includes(type);
      });
const optionFlags: PropertyFlag[] = ['OptionSet', 'MultiSelect', 'Radio'];

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
  const [logicalName, setLogicalName] = useState(field?.logicalName ?? '');
  const [displayName, setDisplayName] = useState(field?.displayName ?? '');
  const [type, setType] = useState<FieldKind>(field?.type ?? 'String');
  const [flags, setFlags] = useState<PropertyFlag[]>(field?.flags ?? []);
  const [max, setMax] = useState(field?.max?.toString() ?? '');
  const [precision, setPrecision] = useState(field?.precision?.toString() ?? '');
  const [targets, setTargets] = useState<string[]>(field?.targets ?? []);
  const [options, setOptions] = useState(formatOptionLines(field?.richOptions));
  const [description, setDescription] = useState(field?.description ?? '');
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
    const parsed = hasOptions ? parseOptionLines(options, type === 'Integer') : undefined;
    const [bad] = parsed?.errors ?? [];
    if (bad) return t(`options.${bad.reason}`, { line: bad.line });
    const property: PropertyInput = {
      ...(field ?? {}),
      logicalName,
      displayName: displayName || logicalName,
      type,
      flags: flags.filter((flag) => shownFlags.includes(flag)),
      ...(type === 'String' && max ? { max: Number(max) } : { max: undefined }),
      ...(['Decimal', 'Money', 'Float'].includes(type) && precision
        ? { precision: Number(precision) }
        : { precision: undefined }),
      ...(type === 'Lookup' ? { targets } : { targets: undefined }),
      ...(parsed ? { richOptions: parsed.options, options: undefined } : { richOptions: undefined }),
      ...(description ? { description } : { description: undefined }),
    };
    for (const key of Object.keys(property) as (keyof PropertyInput)[])
      if (property[key] === undefined) delete property[key];
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
        {['Decimal', 'Money', 'Float'].includes(type) && (
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
            placeholder="gold;Gold;#d4af37;star"
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
