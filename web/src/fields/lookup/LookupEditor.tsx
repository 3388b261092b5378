import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLookupValue } from '../../data/data-api';
import { canDo } from '../../session/permissions';
import { fieldClass } from '../common/field-class';
import { useFocusOnMount } from '../common/use-focus-on-mount';
import { useOptionalShell } from '../common/use-optional-shell';
import type { FieldEditorProps } from '../field-types';
import { extraFetchFilter } from './extra-fetch';
import { FloatingPanel } from './FloatingPanel';
import { LookupActions } from './LookupActions';
import { LookupDialog } from './LookupDialog';
import { LookupResults, optionId } from './LookupResults';
import { lookupFilterConditions, quickCreateInit } from './lookup-query';
import { useQuickCreate } from './quick-create-context';
import { useLookupCombobox } from './use-lookup-combobox';

/**
 * A lookup: a combobox that searches the target by name prefix (debounced, 20 rows, in a 190 px
 * dropdown), a link to the chosen record, a clear button, a "…" button for the lookup dialog
 * and a "+" for a new target record. The option pairs filter the search by the record, and the
 * form field's extraFetch narrows it further; picking sets only this field. Emptying the text and leaving the field clears it (null).
 */
export function LookupEditor({
  id,
  label,
  property,
  value,
  onChange,
  record,
  disabled,
  required,
  compact,
  focusOnMount,
  settings,
  objectName,
}: FieldEditorProps) {
  const { t } = useTranslation('fields');
  const shell = useOptionalShell();
  const quickCreate = useQuickCreate();
  const ref = useFocusOnMount<HTMLInputElement>(focusOnMount);
  const listId = `${useId()}-list`;
  const current = isLookupValue(value) ? value : null;
  const targets = property.targets ?? [];
  const [chosenTarget, setChosenTarget] = useState<string | undefined>(undefined);
  const target = chosenTarget ?? current?.name ?? targets[0];
  const [dialog, setDialog] = useState(false);
  const conditions = lookupFilterConditions(property.options, record);
  const extraFilter = extraFetchFilter(settings?.extraFetch);
  const combo = useLookupCombobox({ target, current, conditions, filter: extraFilter, onChange });
  const { search, active, open } = combo;
  const currentLabel = current ? current.label || t('unknown') : '';

  const canCreate =
    !compact &&
    !disabled &&
    target !== undefined &&
    settings?.canCreate !== false &&
    shell !== null &&
    canDo(shell.context.permDict, target, 'create');

  return (
    <div className={fieldClass('field-lookup', compact)}>
      {targets.length > 1 && !compact && (
        <select
          className="field-select lookup-target"
          aria-label={t('targetEntity')}
          value={target}
          disabled={disabled}
          onChange={(event) => setChosenTarget(event.target.value)}
        >
          {targets.map((name) => (
            <option key={name} value={name}>
              {shell?.context.metaDict[name]?.displayName ?? name}
            </option>
          ))}
        </select>
      )}
      <div className="lookup-combo">
        <input
          ref={ref}
          id={id}
          className={fieldClass('field-input', compact)}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(listId, active) : undefined}
          aria-required={required || undefined}
          autoComplete="off"
          disabled={disabled}
          value={combo.editing ? combo.text : currentLabel}
          onChange={(event) => combo.type(event.target.value)}
          onBlur={combo.leave}
          onKeyDown={combo.onKeyDown}
        />
        {open && (
          <FloatingPanel anchor={ref} className="lookup-dropdown">
            <LookupResults
              id={listId}
              className="lookup-results"
              rows={search.rows}
              loading={search.loading}
              error={search.error}
              activeIndex={active}
              selectedId={current?.id}
              onPick={combo.pick}
              onHover={combo.setActive}
            />
          </FloatingPanel>
        )}
      </div>
      <LookupActions
        current={current}
        currentLabel={currentLabel}
        label={label}
        target={target}
        targetName={target ? (shell?.context.metaDict[target]?.displayName ?? target) : ''}
        canClear={!disabled && !required}
        canOpenDialog={!compact && !disabled && target !== undefined}
        canCreate={canCreate}
        onClear={() => onChange(null)}
        onOpenDialog={() => setDialog(true)}
        onQuickCreate={
          quickCreate && target
            ? async () => {
                const created = await quickCreate(
                  target,
                  quickCreateInit(property.options, record, objectName),
                );
                if (created) onChange(created);
              }
            : undefined
        }
        newRecordInit={quickCreateInit(property.options, record, objectName)}
      />
      {dialog && target && (
        <LookupDialog
          title={t('lookupTitle', { label })}
          target={target}
          conditions={conditions}
          filter={extraFilter}
          value={current}
          onClose={() => setDialog(false)}
          onApply={(next) => {
            onChange(next);
            setDialog(false);
          }}
        />
      )}
    </div>
  );
}
