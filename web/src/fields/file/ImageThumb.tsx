import { isInlineImageType } from '@strata/api/contract/image-types';
import type { StoredFile } from '@strata/api/contract/stored-file';
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FileTarget } from '../../api/files-api';
import { FileLink } from './FileLink';
import { useFileLink } from './use-file-link';

type ImageThumbProps = {
  file: StoredFile;
  through: FileTarget;
  /** Opens the preview; without it the thumbnail is only a picture. */
  onOpen?: (() => void) | undefined;
  compact?: boolean | undefined;
};

/**
 * A stored image, small; a click opens the preview dialog. An image the browser cannot draw
 * (TIFF, HEIC: stored as uploaded when this browser could not convert it) is its download link.
 */
export function ImageThumb(props: ImageThumbProps) {
  if (!isInlineImageType(props.file.type)) return <FileLink file={props.file} through={props.through} />;
  return <DrawnThumb {...props} />;
}

function DrawnThumb({ file, through, onOpen, compact }: ImageThumbProps) {
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
