import type { StoredFile } from '@strata/api/contract/stored-file';
import { FileArchive, Paperclip } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FileTarget, fetchFileLink } from '../../api/files-api';
import { lazyChunk } from '../../chunks/lazy-chunk';
import { isOfficeName } from './cloud-file-kinds';
import { formatFileSize } from './file-size';
import { openDocument } from './open-document';
import { useDriveSettings } from './use-drive-settings';
import { useFileLink } from './use-file-link';
import { isZipFile } from './zip-name';

const ZipContentDialog = lazyChunk(() =>
  import('./ZipContentDialog').then((module) => ({ default: module.ZipContentDialog })),
);

/**
 * A stored file as a download link with its name and size. The server sends it as an
 * attachment, so a click saves it rather than opening it in the app's origin.
 */
export function FileLink({ file, through }: { file: StoredFile; through: FileTarget }) {
  const { t, i18n } = useTranslation('files');
  const { url, failed } = useFileLink(file, through);
  const { onlineViewers } = useDriveSettings();
  const size = formatFileSize(file.size, i18n.language || 'en');
  const content = (
    <>
      <Paperclip size={14} aria-hidden="true" />
      <span className="file-link-name">{file.name}</span>
      <span className="file-link-size">{size}</span>
    </>
  );
  if (url && isZipFile(file)) return <ZipFileLink file={file} url={url} link={link(url)} />;
  if (!url)
    return (
      <span className="file-link" title={failed ? t('fileUnavailable') : undefined}>
        {content}
      </span>
    );
  return link(url);

  function link(href: string) {
    return (
      <a
        className="file-link"
        href={href}
        download={file.name}
        title={t('download')}
        onClick={(event) => {
          // docx, xlsx and pptx may open in an online viewer (spec 000 section 7) when the site is public
          if (!onlineViewers || !isOfficeName(file.name)) return;
          event.preventDefault();
          void openDocument(
            file.name,
            {
              download: href,
              viewer: async () => (await fetchFileLink(file.id, through, undefined, 'viewer')).url,
            },
            true,
          );
        }}
      >
        {content}
      </a>
    );
  }
}

/** A zip file: its download link and a button listing what it holds (ZipContentDialog). */
export function ZipFileLink({ file, url, link }: { file: StoredFile; url: string; link: ReactNode }) {
  const { t } = useTranslation('files');
  const [open, setOpen] = useState(false);
  return (
    <span className="file-link-group">
      {link}
      <button
        type="button"
        className="icon-button"
        aria-label={t('showZipContents', { name: file.name })}
        title={t('showZipContents', { name: file.name })}
        onClick={() => setOpen(true)}
      >
        <FileArchive size={14} aria-hidden="true" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <ZipContentDialog file={file} url={url} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </span>
  );
}
