import type { StoredFile } from '@strata/api/contract/stored-file';
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FileTarget } from '../../api/files-api';
import { useFileLink } from './use-file-link';

type ImageThumbProps = {
  file: StoredFile;
  through: FileTarget;
  /** Opens the preview; without it the thumbnail is only a picture. */
  onOpen?: (() => void) | undefined;
  compact?: boolean | undefined;
};

/** A stored image, small; a click opens the preview dialog. */
export function ImageThumb({ file, through, onOpen, compact }: ImageThumbProps) {
  const { t } = useTranslation('files');
  const { url, failed } = useFileLink(file, through);
  const className = `image-thumb${compact ? ' compact' : ''}`;
  const picture = failed ? (
    <ImageOff size={compact ? 16 : 32} aria-label={t('imageUnavailable')} />
  ) : url ? (
    <img src={url} alt={file.name} loading="lazy" />
  ) : null;
  if (!onOpen) return <span className={className}>{picture}</span>;
  return (
    <button
      type="button"
      className={className}
      aria-label={t('openPreview', { name: file.name })}
      onClick={onOpen}
    >
      {picture}
    </button>
  );
}
