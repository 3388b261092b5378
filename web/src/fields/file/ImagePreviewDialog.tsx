import { ChevronLeft, ChevronRight, Download, RotateCw, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { showToast } from '../../ui/toasts';
import { rotateImage } from './image-canvas';
import type { GalleryImage } from './image-gallery';
import { normalizeTurns, renameFor } from './image-maths';
import { useFileLink } from './use-file-link';
import { useFileUpload } from './use-file-upload';

type ImagePreviewDialogProps = {
  images: GalleryImage[];
  /** The field whose image opened the dialog. */
  startKey: string;
  onClose: () => void;
};

/** How long 'No more files' stays after paging past either end. */
const noticeMs = 2000;

/**
 * The file preview of spec 000 section 2: the form's images one at a time in a frame 80vh
 * high, previous and next with the arrow keys (telling 'No more files' at either end), rotate
 * in 90° steps and save the turned image as a new upload; Escape closes (the Dialog's own).
 */
export function ImagePreviewDialog({ images, startKey, onClose }: ImagePreviewDialogProps) {
  const { t } = useTranslation('files');
  const [currentKey, setCurrentKey] = useState(startKey);
  const [turns, setTurns] = useState(0);
  const [notice, setNotice] = useState(false);
  const found = images.findIndex((image) => image.key === currentKey);
  const index = found === -1 ? 0 : found;
  const image = images[index];
  const { url } = useFileLink(image?.file ?? null, image?.through ?? { entity: '', field: '' });
  const { busy, upload } = useFileUpload(image?.through ?? { entity: '', field: '' });

  const go = (step: -1 | 1) => {
    const next = images[index + step];
    if (!next) {
      setNotice(true);
      return;
    }
    setCurrentKey(next.key);
    setTurns(0);
    setNotice(false);
  };

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(false), noticeMs);
    return () => clearTimeout(timer);
  }, [notice]);

  // no dependency list: go reads the current index, so the listener is renewed every render
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const saveRotation = async () => {
    if (!image?.replace || !url) return;
    let rotated: Blob;
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(String(response.status));
      rotated = await rotateImage(await response.blob(), turns);
    } catch {
      showToast(t('imageUnreadable'), 'error');
      return;
    }
    // upload shows its own failure
    const uploaded = await upload(rotated, renameFor(image.file.name, rotated.type));
    if (uploaded) {
      image.replace(uploaded);
      setTurns(0);
    }
  };

  const title = image ? `${image.label}: ${image.file.name}` : t('preview');
  return (
    <Dialog title={title} onClose={onClose} className="image-preview-dialog">
      <div className="image-preview-frame">
        {url && image && (
          <img
            src={url}
            alt={image.file.name}
            className={normalizeTurns(turns) % 2 === 1 ? 'turned' : undefined}
            style={{ transform: `rotate(${normalizeTurns(turns) * 90}deg)` }}
          />
        )}
      </div>
      <div className="image-preview-bar">
        <button type="button" className="icon-button" aria-label={t('previous')} onClick={() => go(-1)}>
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <span className="image-preview-count">
          {t('imageOf', { index: index + 1, count: images.length })}
        </span>
        <button type="button" className="icon-button" aria-label={t('next')} onClick={() => go(1)}>
          <ChevronRight size={20} aria-hidden="true" />
        </button>
        <span className="image-preview-notice" role="status" aria-live="polite">
          {notice ? t('MsgNoMoreFiles', { ns: 'common' }) : ''}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label={t('rotate')}
          onClick={() => setTurns(turns + 1)}
        >
          <RotateCw size={18} aria-hidden="true" />
        </button>
        {image?.replace && normalizeTurns(turns) !== 0 && (
          <button
            type="button"
            className="button primary"
            disabled={busy}
            onClick={() => void saveRotation()}
          >
            <Save size={16} aria-hidden="true" /> {t('saveRotation')}
          </button>
        )}
        {url && image && (
          <a className="icon-button" href={url} download={image.file.name} aria-label={t('download')}>
            <Download size={18} aria-hidden="true" />
          </a>
        )}
      </div>
    </Dialog>
  );
}
