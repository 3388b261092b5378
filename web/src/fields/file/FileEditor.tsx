import { parseStoredFile } from '@strata/api/contract/stored-file';
import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FieldEditorProps } from '../field-types';
import { FileFieldFrame } from './FileFieldFrame';
import { FileLink } from './FileLink';
import { fileTargetFor } from './record-target';
import { acceptSetting } from './settings';
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

  return (
    <FileFieldFrame
      className={`file-field${compact ? ' compact' : ''}`}
      preview={file && <FileLink file={file} through={through} />}
      upload={{
        id,
        accept: acceptSetting(settings),
        label: t(file ? 'replaceFile' : 'uploadFile'),
        icon: FileUp,
        busy,
        disabled,
        compact,
        focusOnMount,
        onPick: (picked) => void take(picked),
      }}
      canRemove={file !== null && !disabled}
      onRemove={() => onChange(null)}
    />
  );
}
