import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';

/** "Save as new view": the new view's label and whether only its owner sees it. */
export function SaveViewDialog({
  initialLabel,
  saving,
  privateOnly,
  onSave,
  onClose,
}: {
  initialLabel: string;
  saving: boolean;
  /** the user's role may save private views only: the box stays ticked, and says why */
  privateOnly: boolean;
  onSave: (label: string, isPrivate: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('lists');
  const [label, setLabel] = useState(initialLabel);
  const [isPrivate, setPrivate] = useState(true);
  const [touched, setTouched] = useState(false);
  const missing = label.trim() === '';
  const tooLong = label.trim().length > 200;
  return (
    <Dialog
      closeOnOutsideClick={false}
      title={t('customize.saveAsTitle')}
      onClose={onClose}
      className="customize-dialog"
    >
      <form
        className="customize-form"
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!missing && !tooLong) onSave(label.trim(), isPrivate || privateOnly);
        }}
      >
        <label className="field">
          <span>{t('customize.viewLabel')}</span>
          <input
            value={label}
            maxLength={250}
            aria-invalid={touched && (missing || tooLong)}
            onChange={(event) => setLabel(event.target.value)}
          />
        </label>
        {touched && missing && <p className="field-error">{t('customize.viewLabelMissing')}</p>}
        {tooLong && <p className="field-error">{t('customize.viewLabelTooLong')}</p>}
        <label className="check-field">
          <input
            type="checkbox"
            checked={isPrivate || privateOnly}
            disabled={privateOnly}
            aria-describedby={privateOnly ? 'private-only-hint' : undefined}
            onChange={(event) => setPrivate(event.target.checked)}
          />
          <span>{t('customize.privateView')}</span>
        </label>
        {privateOnly && (
          <p id="private-only-hint" className="form-info">
            {t('customize.privateOnlyHint')}
          </p>
        )}
        <div className="dialog-buttons">
          <button type="button" className="button" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="button primary" disabled={saving}>
            {t('customize.saveView')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
