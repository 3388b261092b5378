import type { StoredFile } from '@strata/api/contract/stored-file';
import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FileTarget } from '../../api/files-api';
import { formatFileSize } from './file-size';
import { useFileLink } from './use-file-link';

/**
 * A stored file as a download link with its name and size. The server sends it as an
 * attachment, so a click saves it rather than opening it in the app's origin.
 */
export function FileLink({ file, through }: { file: StoredFile; through: FileTarget }) {
  const { t, i18n } = useTranslation('files');
  const { url, failed } = useFileLink(file, through);
  const size = formatFileSize(file.size, i18n.language || 'en');
  const content = (
    <>
      <Paperclip size={14} aria-hidden="true" />
      <span className="file-link-name">{file.name}</span>
      <span className="file-link-size">{size}</span>
    </>
  );
  if (!url)
    return (
      <span className="file-link" title={failed ? t('fileUnavailable') : undefined}>
        {content}
      </span>
    );
  return (
    <a className="file-link" href={url} download={file.name} title={t('download')}>
      {content}
    </a>
  );
}
