import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickFilterDefinition } from '../../list-views/quick-filter';
import { Dialog } from '../../ui/Dialog';
import { SettingsDialogButtons } from './SettingsDialogButtons';

type Draft = {
  label: string;
  permissions: string;
  multiSelect: boolean;
  mustSelect: boolean;
  optionsFormat: '' | 'radio' | 'select';
  minimumLength: string;
  mandatoryGroup: string;
};

/**
 * The settings of one of the view's quick filters in customise mode (spec 001 section 3,
 * "Quick filter"): the common ones for every kind, the option settings for option filters, the
 * minimum length for text. Moving and removing it are the keyboard way to do what dragging does.
 */
export function QuickFilterSettingsDialog({
  name,
  definition,
  index,
  count,
  onApply,
  onMove,
  onRemove,
  onClose,
}: {
  /** the chip's label, for the title */
  name: string;
  definition: QuickFilterDefinition;
  index: number;
  count: number;
  onApply: (change: Partial<QuickFilterDefinition>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('lists');
  const [draft, setDraft] = useState<Draft>({
    label: definition.label ?? '',
    permissions: definition.permissions ?? '',
    multiSelect: !!definition.multiSelect,
    mustSelect: !!definition.mustSelect,
    optionsFormat: definition.optionsFormat ?? '',
    minimumLength: definition.minimumLength?.toString() ?? '',
    mandatoryGroup: definition.mandatoryGroup ?? '',
  });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const isOptions = definition.type === 'options' || definition.type === 'lookup';
  const isText = definition.type === 'text';
  const length = Number(draft.minimumLength);
  const lengthValid =
    draft.minimumLength.trim() === '' || (Number.isInteger(length) && length >= 0 && length <= 100);

  return (
    <Dialog
      closeOnOutsideClick={false}
      title={t('customize.filterTitle', { name })}
      onClose={onClose}
      className="customize-dialog"
    >
      <form
        className="customize-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!lengthValid) return;
          onApply({
            label: draft.label.trim() || undefined,
            permissions: draft.permissions.trim() || undefined,
            mandatoryGroup: draft.mandatoryGroup.trim() || undefined,
            ...(isOptions
              ? {
                  multiSelect: draft.multiSelect || undefined,
                  mustSelect: draft.mustSelect || undefined,
                  optionsFormat: draft.optionsFormat || undefined,
                }
              : {}),
            ...(isText ? { minimumLength: draft.minimumLength.trim() === '' ? undefined : length } : {}),
          });
        }}
      >
        <p className="muted">
          {t('customize.filterType', {
            type: t(`customize.filterTypes.${definition.type}`, definition.type),
          })}
        </p>
        <label className="field">
          <span>{t('customize.label')}</span>
          <input
            value={draft.label}
            placeholder={name}
            onChange={(event) => set('label', event.target.value)}
          />
        </label>
        <label className="field">
          <span>{t('customize.permissions')}</span>
          <input
            value={draft.permissions}
            placeholder="account;2"
            onChange={(event) => set('permissions', event.target.value)}
          />
        </label>
        <label className="field">
          <span>{t('customize.mandatoryGroup')}</span>
          <input
            value={draft.mandatoryGroup}
            onChange={(event) => set('mandatoryGroup', event.target.value)}
          />
        </label>
        {isOptions && (
          <>
            <label className="check-field">
              <input
                type="checkbox"
                checked={draft.multiSelect}
                onChange={(event) => set('multiSelect', event.target.checked)}
              />
              <span>{t('customize.multiSelect')}</span>
            </label>
            <label className="check-field">
              <input
                type="checkbox"
                checked={draft.mustSelect}
                onChange={(event) => set('mustSelect', event.target.checked)}
              />
              <span>{t('customize.mustSelect')}</span>
            </label>
            <label className="field">
              <span>{t('customize.optionsFormat')}</span>
              <select
                value={draft.optionsFormat}
                onChange={(event) => set('optionsFormat', event.target.value as Draft['optionsFormat'])}
              >
                <option value="">{t('customize.optionsFormatDefault')}</option>
                <option value="radio">{t('customize.optionsFormatRadio')}</option>
                <option value="select">{t('customize.optionsFormatSelect')}</option>
              </select>
            </label>
          </>
        )}
        {isText && (
          <>
            <label className="field">
              <span>{t('customize.minimumLength')}</span>
              <input
                type="number"
                min={0}
                max={100}
                value={draft.minimumLength}
                aria-invalid={!lengthValid}
                onChange={(event) => set('minimumLength', event.target.value)}
              />
            </label>
            {!lengthValid && <p className="field-error">{t('customize.minimumLengthInvalid')}</p>}
          </>
        )}
        <SettingsDialogButtons
          index={index}
          count={count}
          removeLabel={t('customize.removeFilter')}
          onMove={onMove}
          onRemove={onRemove}
          onClose={onClose}
        />
      </form>
    </Dialog>
  );
}
