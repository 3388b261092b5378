import type { PanelDefinition } from '@strata/api/contract/views';
import { useTranslation } from 'react-i18next';
import type { PropertyMeta } from '../metadata/object-metadata';

/** The CloudFiles attributes as typed in the customise dialog (spec 000 section 3). */
export type CloudFilesDraft = {
  rootFolder: string;
  folderField: string;
  fileFilter: string;
  emptyMessage: string;
  maxImageSize: string;
};

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export function cloudFilesDraft(panel: PanelDefinition | undefined): CloudFilesDraft {
  return {
    rootFolder: text(panel?.rootFolder),
    folderField: text(panel?.folderField),
    fileFilter: text(panel?.fileFilter),
    emptyMessage: text(panel?.emptyMessage),
    maxImageSize: text(panel?.maxImageSize),
  };
}

/** The panel attributes the draft sets; empty ones are removed (the panel's defaults apply). */
export function cloudFilesPatch(draft: CloudFilesDraft): Partial<PanelDefinition> {
  const size = Number(draft.maxImageSize);
  const or = (value: string) => value.trim() || undefined;
  return {
    rootFolder: or(draft.rootFolder),
    folderField: or(draft.folderField),
    fileFilter: or(draft.fileFilter),
    emptyMessage: or(draft.emptyMessage),
    maxImageSize: Number.isInteger(size) && size >= 1 ? size : undefined,
  };
}

/** The CloudFiles part of the panel customise dialog. */
export function CloudFilesSettingsFields({
  draft,
  properties,
  onChange,
}: {
  draft: CloudFilesDraft;
  properties: readonly PropertyMeta[];
  onChange: (draft: CloudFilesDraft) => void;
}) {
  const { t } = useTranslation('forms');
  const set = (key: keyof CloudFilesDraft) => (event: { target: { value: string } }) =>
    onChange({ ...draft, [key]: event.target.value });
  return (
    <>
      <label className="field">
        <span>{t('customize.rootFolder')}</span>
        <input value={draft.rootFolder} onChange={set('rootFolder')} />
      </label>
      <label className="field">
        <span>{t('customize.folderField')}</span>
        <select value={draft.folderField} onChange={set('folderField')}>
          <option value="">{t('customize.noFolderField')}</option>
          {properties.map((property) => (
            <option key={property.logicalName} value={property.logicalName}>
              {property.displayName} ({property.logicalName})
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('customize.fileFilter')}</span>
        <input value={draft.fileFilter} onChange={set('fileFilter')} />
      </label>
      <label className="field">
        <span>{t('customize.emptyMessage')}</span>
        <input value={draft.emptyMessage} onChange={set('emptyMessage')} />
      </label>
      <label className="field">
        <span>{t('customize.maxImageSize')}</span>
        <input
          inputMode="numeric"
          value={draft.maxImageSize}
          onChange={set('maxImageSize')}
          placeholder="1200"
        />
      </label>
    </>
  );
}
