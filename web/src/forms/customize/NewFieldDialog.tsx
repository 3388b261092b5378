import type { PropertyType } from '@strata/api/contract/metadata';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../api/http';
import { useShell } from '../../context/shell-context';
import { useFormContext } from '../../form-context/form-context';
import { Dialog } from '../../ui/Dialog';
import { FormMessages } from '../../ui/FormMessages';
import { useCustomize } from './customize-context';
import { addField, type PanelPath } from './form-tree';

const offeredTypes: PropertyType[] = [
  'String',
  'Integer',
  'Decimal',
  'Float',
  'Money',
  'DateTime',
  'Boolean',
  'Lookup',
];
const namePattern = /^[a-z][a-z0-9_]{0,62}$/;

/**
 * A new database field from the form (spec 000 section 2): the DDL engine adds the column and
 * its metadata in one transaction, the metadata is reloaded and the field joins the panel.
 */
export function NewFieldDialog({ path, onClose }: { path: PanelPath; onClose: () => void }) {
  const { t } = useTranslation('forms');
  const { context, refreshMetadata } = useShell();
  const { entity } = useFormContext();
  const customize = useCustomize();
  const [logicalName, setLogicalName] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [type, setType] = useState<PropertyType>('String');
  const [target, setTarget] = useState('');
  const [required, setRequired] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const targets = context.objects.filter((object) => object.type !== 'many');

  const create = async () => {
    if (!namePattern.test(logicalName)) {
      setError(t('customize.badName'));
      return;
    }
    if (type === 'Lookup' && !target) {
      setError(t('customize.chooseTarget'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await apiRequest(`/api/metadata/objects/${encodeURIComponent(entity)}/properties`, {
        json: {
          logicalName,
          displayName: displayName || logicalName,
          type,
          flags: required ? ['Required'] : [],
          ...(type === 'Lookup' ? { targets: [target] } : {}),
        },
      });
      await refreshMetadata();
      customize?.edit((root) => addField(root, path, { name: logicalName }));
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };
  return (
    <Dialog
      closeOnOutsideClick={false}
      title={t('customize.newDatabaseField')}
      className="customize-dialog"
      onClose={onClose}
    >
      <form
        className="customize-form"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <label className="field">
          <span>{t('customize.logicalName')}</span>
          <input
            value={logicalName}
            onChange={(event) => setLogicalName(event.target.value.trim())}
            required
          />
        </label>
        <label className="field">
          <span>{t('customize.displayName')}</span>
          <input value={displayName} onChange={(event) => setDisplayName(event.target.value)} />
        </label>
        <label className="field">
          <span>{t('customize.type')}</span>
          <select value={type} onChange={(event) => setType(event.target.value as PropertyType)}>
            {offeredTypes.map((name) => (
              <option key={name} value={name}>
                {t(`customize.types.${name}`)}
              </option>
            ))}
          </select>
        </label>
        {type === 'Lookup' && (
          <label className="field">
            <span>{t('customize.target')}</span>
            <select value={target} onChange={(event) => setTarget(event.target.value)}>
              <option value="">{t('customize.chooseTarget')}</option>
              {targets.map((object) => (
                <option key={object.logicalName} value={object.logicalName}>
                  {object.displayName}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="check-field">
          <input type="checkbox" checked={required} onChange={(event) => setRequired(event.target.checked)} />
          <span>{t('customize.required')}</span>
        </label>
        <FormMessages error={error} />
        <div className="dialog-buttons">
          <button type="submit" className="button primary" disabled={busy}>
            {t('customize.createField')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
