import type { PanelDefinition } from '@strata/api/contract/views';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CloudFilesSettingsFields,
  cloudFilesDraft,
  cloudFilesPatch,
} from '../../cloud-files/CloudFilesSettingsFields';
import { useShell } from '../../context/shell-context';
import { useFormContext } from '../../form-context/form-context';
import { Dialog } from '../../ui/Dialog';
import { alertMessage, promptText } from '../../ui/prompts';
import { showToast } from '../../ui/toasts';
import { associatedChoices } from './associated-choices';
import { useCustomize } from './customize-context';
import {
  addField,
  addPanel,
  fieldNames,
  type PanelPath,
  panelAt,
  removePanel,
  updatePanel,
} from './form-tree';
import { parsePastedPanel } from './pasted-json';

const containers = new Set(['Tabs', 'Split', 'Flex']);

/**
 * The customise dialog of a panel: its label and layout, adding an existing or a new database
 * field (Fields panels), copying its JSON and pasting a panel (spec 000 sections 4 and 5).
 */
export function PanelDialog({
  path,
  onClose,
  onNewField,
  canCreateFields,
}: {
  path: PanelPath;
  onClose: () => void;
  onNewField: () => void;
  canCreateFields: boolean;
}) {
  const { t } = useTranslation('forms');
  const customize = useCustomize();
  const { object, entity } = useFormContext();
  const { context } = useShell();
  const panel = customize ? panelAt(customize.root, path) : undefined;
  const [label, setLabel] = useState(panel?.label ?? '');
  const [minColumnWidth, setMinColumnWidth] = useState(
    typeof panel?.minColumnWidth === 'number' ? String(panel.minColumnWidth) : '',
  );
  const [gridColumns, setGridColumns] = useState(
    typeof panel?.gridColumns === 'string' ? panel.gridColumns : '',
  );
  const [cloudFiles, setCloudFiles] = useState(() => cloudFilesDraft(panel));
  const [newFieldName, setNewFieldName] = useState('');
  const [association, setAssociation] = useState('');
  if (!customize || !panel) return null;
  const isContainer = containers.has(panel.type);
  const relations = isContainer ? associatedChoices(context.metaDict, entity) : [];
  const addAssociatedList = () => {
    const choice = relations.find((item) => `${item.objectName}.${item.relationField}` === association);
    if (!choice) return;
    const child: PanelDefinition = {
      name: choice.objectName,
      type: 'AssociatedList',
      label: choice.label,
      objectName: choice.objectName,
      relationField: choice.relationField,
    };
    customize.edit((root) => addPanel(root, path, child));
    showToast(t('customize.associatedAdded', { name: choice.label }));
    setAssociation('');
  };
  const onForm = fieldNames(customize.root);
  const available = object.properties.filter((property) => !onForm.has(property.logicalName));

  const apply = () => {
    const width = Number(minColumnWidth);
    const patch: Partial<PanelDefinition> = {
      label: label || undefined,
      minColumnWidth: minColumnWidth && Number.isInteger(width) && width >= 0 ? width : undefined,
      gridColumns: gridColumns || undefined,
      ...(panel.type === 'CloudFiles' ? cloudFilesPatch(cloudFiles) : {}),
    };
    customize.edit((root) => updatePanel(root, path, patch));
    onClose();
  };
  const copy = async () => {
    await navigator.clipboard.writeText(JSON.stringify(panel, null, 2));
    showToast(t('customize.copied'));
  };
  const paste = async () => {
    const text = await promptText({
      title: t('customize.pastePanel'),
      label: t('customize.panelJson'),
      okLabel: t('customize.paste'),
      cancelLabel: t('common:ui.cancel'),
    });
    if (text === null) return;
    const pasted = parsePastedPanel(text);
    if (!pasted) {
      await alertMessage(t('common:MsgCannotPaste'));
      return;
    }
    if (isContainer) customize.edit((root) => addPanel(root, path, pasted));
    else
      customize.edit((root) => updatePanel(root, path, { ...pasted, name: panel.name, panels: undefined }));
    onClose();
  };
  return (
    <Dialog
      closeOnOutsideClick={false}
      title={t('customize.panelTitle', { name: panel.label || panel.name })}
      className="customize-dialog"
      onClose={onClose}
    >
      <form
        className="customize-form"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <label className="field">
          <span>{t('customize.label')}</span>
          <input value={label} onChange={(event) => setLabel(event.target.value)} />
        </label>
        {panel.type === 'CloudFiles' && (
          <CloudFilesSettingsFields
            draft={cloudFiles}
            properties={object.properties}
            onChange={setCloudFiles}
          />
        )}
        {panel.type === 'Fields' && (
          <>
            <label className="field">
              <span>{t('customize.minColumnWidth')}</span>
              <input
                inputMode="numeric"
                value={minColumnWidth}
                onChange={(event) => setMinColumnWidth(event.target.value)}
              />
            </label>
            <label className="field">
              <span>{t('customize.gridColumns')}</span>
              <input value={gridColumns} onChange={(event) => setGridColumns(event.target.value)} />
            </label>
            <label className="field">
              <span>{t('customize.addField')}</span>
              <select value={newFieldName} onChange={(event) => setNewFieldName(event.target.value)}>
                <option value="">{t('customize.chooseField')}</option>
                {available.map((property) => (
                  <option key={property.logicalName} value={property.logicalName}>
                    {property.displayName} ({property.logicalName})
                  </option>
                ))}
              </select>
            </label>
            <div className="dialog-buttons">
              <button
                type="button"
                className="button"
                disabled={!newFieldName}
                onClick={() => {
                  customize.edit((root) => addField(root, path, { name: newFieldName }));
                  setNewFieldName('');
                }}
              >
                {t('customize.addFieldButton')}
              </button>
              {canCreateFields && (
                <button type="button" className="button" onClick={onNewField}>
                  {t('customize.newDatabaseField')}
                </button>
              )}
            </div>
          </>
        )}
        {isContainer &&
          (relations.length === 0 ? (
            <p className="panel-message">{t('common:MsgNoAssociatedLists')}</p>
          ) : (
            <>
              <label className="field">
                <span>{t('customize.addAssociated')}</span>
                <select value={association} onChange={(event) => setAssociation(event.target.value)}>
                  <option value="">{t('customize.chooseAssociated')}</option>
                  {relations.map((item) => (
                    <option
                      key={`${item.objectName}.${item.relationField}`}
                      value={`${item.objectName}.${item.relationField}`}
                    >
                      {item.label} ({item.fieldLabel})
                    </option>
                  ))}
                </select>
              </label>
              <div className="dialog-buttons">
                <button type="button" className="button" disabled={!association} onClick={addAssociatedList}>
                  {t('customize.addAssociatedButton')}
                </button>
              </div>
            </>
          ))}
        <div className="dialog-buttons">
          <button type="button" className="button" onClick={() => void copy()}>
            {t('customize.copyJson')}
          </button>
          <button type="button" className="button" onClick={() => void paste()}>
            {t('customize.pasteJson')}
          </button>
          {path.length > 0 && (
            <button
              type="button"
              className="button danger"
              onClick={() => {
                customize.edit((root) => removePanel(root, path));
                onClose();
              }}
            >
              {t('customize.removePanel')}
            </button>
          )}
        </div>
        <div className="dialog-buttons">
          <button type="submit" className="button primary">
            {t('customize.apply')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
