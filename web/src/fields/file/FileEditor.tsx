import { parseStoredFile } from '@strata/api/contract/stored-file';
import { FileUp, Trash2 } from 'lucide-react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldEditorProps } from '../field-types';
import { FileLink } from './FileLink';
import { fileTargetFor } from './record-target';
import { acceptSetting } from './settings';
import { UploadButton } from './UploadButton';
import { useFileUpload } from './use-file-upload';

/**
 * A File field (a String holding a stored-file JSON value): the file as a download link, and
 * upload (choose or drop), replace and remove. settings.accept narrows the file chooser; the
 * server's 10 MB limit and its refusals come back as an error toast.
 */
export function FileEditor({
  id,
  property,
  objectName,
  value,
  onChange,
  record,
  disabled,
  compact,
  focusOnMount,
  settings,
}: FieldEditorProps) {
  const { t } = useTranslation('files');
  const file = parseStoredFile(value);
  const through = fileTargetFor(objectName, property.logicalName, record);
  const { busy, upload } = useFileUpload(through);

  const take = async (picked: File) => {
    const uploaded = await upload(picked, picked.name);
    if (uploaded) onChange(uploaded.value);
  };

  const onDrop = (event: DragEvent) => {
    if (disabled || busy) return;
    event.preventDefault();
    const dropped = event.dataTransfer.files[0];
    if (dropped) void take(dropped);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for a dragged file; the keyboard uses the upload button
    <div
      className={`file-field${compact ? ' compact' : ''}`}
      onDragOver={(event) => {
        if (!disabled) event.preventDefault();
      }}
      onDrop={onDrop}
    >
      {file && <FileLink file={file} through={through} />}
      <div className="file-field-actions">
        <UploadButton
          id={id}
          accept={acceptSetting(settings)}
          label={t(file ? 'replaceFile' : 'uploadFile')}
          icon={FileUp}
          busy={busy}
          disabled={disabled}
          compact={compact}
          focusOnMount={focusOnMount}
          onPick={(picked) => void take(picked)}
        />
        {file && !disabled && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('remove')}
            title={t('remove')}
            onClick={() => onChange(null)}
          >
            <Trash2 size={16} aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}
