import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import type { FormFieldDefinition } from '../form-definition';
import { useCustomize } from './customize-context';
import { moveField, type PanelPath, panelAt, removeField, updateField } from './form-tree';

/** The customise dialog of one form field: label, placement and behaviour, or removal. */
export function FieldDialog({
  path,
  index,
  onClose,
}: {
  path: PanelPath;
  index: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('forms');
  const customize = useCustomize();
  const field = customize ? panelAt(customize.root, path)?.fields?.[index] : undefined;
  const [draft, setDraft] = useState<FormFieldDefinition>(() => ({ ...(field ?? { name: '' }) }));
  if (!customize || !field) return null;
  const text = (key: 'label' | 'gridColumn' | 'gridRow' | 'tooltip' | 'cssClass', label: string) => (
    <label className="field">
      <span>{label}</span>
      <input
        value={typeof draft[key] === 'string' ? (draft[key] as string) : ''}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value || undefined })}
      />
    </label>
  );
  const flag = (key: 'required' | 'disabled', label: string) => (
    <label className="check-field">
      <input
        type="checkbox"
        checked={draft[key] === true}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.checked || undefined })}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <Dialog
      closeOnOutsideClick={false}
      title={t('customize.fieldTitle', { name: field.name })}
      className="customize-dialog"
      onClose={onClose}
    >
      <form
        className="customize-form"
        onSubmit={(event) => {
          event.preventDefault();
          customize.edit((root) => updateField(root, path, index, draft));
          onClose();
        }}
      >
        {text('label', t('customize.label'))}
        {flag('required', t('customize.required'))}
        {flag('disabled', t('customize.disabled'))}
        {text('gridColumn', t('customize.gridColumn'))}
        {text('gridRow', t('customize.gridRow'))}
        {text('tooltip', t('customize.tooltip'))}
        {text('cssClass', t('customize.cssClass'))}
        <div className="dialog-buttons">
          <button
            type="button"
            className="button"
            disabled={index === 0}
            onClick={() => {
              customize.edit((root) => moveField(root, { path, index }, { path, index: index - 1 }));
              onClose();
            }}
          >
            {t('customize.moveUp')}
          </button>
          <button
            type="button"
            className="button"
            disabled={index >= (panelAt(customize.root, path)?.fields?.length ?? 0) - 1}
            onClick={() => {
              customize.edit((root) => moveField(root, { path, index }, { path, index: index + 1 }));
              onClose();
            }}
          >
            {t('customize.moveDown')}
          </button>
        </div>
        <div className="dialog-buttons">
          <button
            type="button"
            className="button danger"
            onClick={() => {
              customize.edit((root) => removeField(root, path, index));
              onClose();
            }}
          >
            {t('customize.removeField')}
          </button>
          <button type="submit" className="button primary">
            {t('customize.apply')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
