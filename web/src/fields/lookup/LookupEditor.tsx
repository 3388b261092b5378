import { Ellipsis, ExternalLink, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLookupValue, type LookupValue } from '../../api/data-api';
import { canDo } from '../../session/permissions';
import { fieldClass } from '../common/field-class';
import { useFocusOnMount } from '../common/use-focus-on-mount';
import { useOptionalShell } from '../common/use-optional-shell';
import type { FieldEditorProps } from '../field-types';
import { extraFetchFilter } from './extra-fetch';
import { FloatingPanel } from './FloatingPanel';
import { LookupDialog } from './LookupDialog';
import { LookupResults, optionId } from './LookupResults';
import { lookupFilterConditions, quickCreateInit } from './lookup-query';
import { useQuickCreate } from './quick-create-context';
import { newRecordPath, recordPath, useAppId } from './use-app-id';
import { type LookupRow, useLookupSearch } from './use-lookup-search';

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
  const appId = useAppId();
  const ref = useFocusOnMount<HTMLInputElement>(focusOnMount);
  const listId = `${useId()}-list`;
  const current = isLookupValue(value) ? value : null;
  const targets = property.targets ?? [];
  const [chosenTarget, setChosenTarget] = useState<string | undefined>(undefined);
  const target = chosenTarget ?? current?.name ?? targets[0];
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [dialog, setDialog] = useState(false);
  const conditions = lookupFilterConditions(property.options, record);
  const extraFilter = extraFetchFilter(settings?.extraFetch);
  const search = useLookupSearch(target, editing ? text : '', conditions, open, { filter: extraFilter });
  const currentLabel = current ? current.label || t('unknown') : '';

  const close = () => {
    setOpen(false);
    setEditing(false);
    setActive(-1);
  };
  const pick = (row: LookupRow) => {
    if (!target) return;
    onChange({ id: row.id, name: target, label: row.name ?? '' } satisfies LookupValue);
    close();
  };
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
          value={editing ? text : currentLabel}
          onChange={(event) => {
            setEditing(true);
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onBlur={() => {
            if (editing && text.trim() === '' && current) onChange(null);
            close();
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              if (!open) {
                setOpen(true);
                return;
              }
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActive((index) => Math.max(0, Math.min(search.rows.length - 1, index + step)));
            } else if (event.key === 'Enter' && open) {
              event.preventDefault();
              const row = search.rows[active] ?? (search.rows.length === 1 ? search.rows[0] : undefined);
              if (row) pick(row);
            } else if (event.key === 'Escape' && (open || editing)) {
              // only swallow Escape when it closes our list; otherwise a dialog around us closes
              event.preventDefault();
              event.stopPropagation();
              close();
            }
          }}
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
              onPick={pick}
              onHover={setActive}
            />
          </FloatingPanel>
        )}
      </div>
      {current && (
        <Link
          className="icon-button"
          to={recordPath(appId, current.name, current.id)}
          aria-label={t('openRecord', { label: currentLabel })}
          title={t('openRecord', { label: currentLabel })}
        >
          <ExternalLink size={16} aria-hidden="true" />
        </Link>
      )}
      {current && !disabled && !required && (
        <button type="button" className="icon-button" aria-label={t('clear')} onClick={() => onChange(null)}>
          <X size={16} aria-hidden="true" />
        </button>
      )}
      {!compact && !disabled && target && (
        <button
          type="button"
          className="icon-button"
          aria-label={t('lookupMore', { label })}
          title={t('lookupMore', { label })}
          onClick={() => setDialog(true)}
        >
          <Ellipsis size={16} aria-hidden="true" />
        </button>
      )}
      {canCreate && target && quickCreate && (
        <button
          type="button"
          className="icon-button"
          aria-label={t('quickCreate', { entity: shell?.context.metaDict[target]?.displayName ?? target })}
          title={t('quickCreate', { entity: shell?.context.metaDict[target]?.displayName ?? target })}
          onClick={async () => {
            const created = await quickCreate(target, quickCreateInit(property.options, record, objectName));
            if (created) onChange(created);
          }}
        >
          <Plus size={16} aria-hidden="true" />
        </button>
      )}
      {canCreate && target && !quickCreate && (
        // outside a record form: the target's new-record form in a new tab
        <a
          className="icon-button"
          href={newRecordPath(appId, target, quickCreateInit(property.options, record, objectName))}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('quickCreateNewTab', {
            entity: shell?.context.metaDict[target]?.displayName ?? target,
          })}
          title={t('quickCreateNewTab', { entity: shell?.context.metaDict[target]?.displayName ?? target })}
        >
          <Plus size={16} aria-hidden="true" />
        </a>
      )}
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
