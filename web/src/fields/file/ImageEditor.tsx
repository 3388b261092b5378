import { parseStoredFile, type UploadedFile } from '@strata/api/contract/stored-file';
import { ImagePlus, Trash2 } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../ui/toasts';
import type { FieldEditorProps } from '../field-types';
import { ImagePreviewDialog } from './ImagePreviewDialog';
import { ImageThumb } from './ImageThumb';
import { resizeImage } from './image-canvas';
import { useGalleryImages } from './image-gallery';
import { acceptedImageTypes, isAcceptedImageType, renameFor } from './image-maths';
import { fileTargetFor } from './record-target';
import { maxImageSizeSetting } from './settings';
import { UploadButton } from './UploadButton';
import { useFileUpload } from './use-file-upload';

/**
 * An Image field (a String holding a stored-file JSON value): a thumbnail that opens the
 * preview, and upload, replace and remove. Chosen or dropped images are accepted by type and
 * shrunk in the browser to settings.maxImageSize pixels (longest side) before upload.
 */
export function ImageEditor({
  id,
  label,
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
  const [previewOpen, setPreviewOpen] = useState(false);
  const element = useRef<HTMLDivElement>(null);
  const replace = disabled ? undefined : (uploaded: UploadedFile) => onChange(uploaded.value);
  const images = useGalleryImages(
    file ? { key: property.logicalName, label, file, through } : null,
    element,
    replace,
  );

  const take = async (picked: File) => {
    if (!isAcceptedImageType(picked.type)) {
      showToast(t('notAnImage'), 'error');
      return;
    }
    let resized: Blob;
    try {
      resized = await resizeImage(picked, maxImageSizeSetting(settings));
    } catch {
      showToast(t('imageUnreadable'), 'error');
      return;
    }
    const name = resized === picked ? picked.name : renameFor(picked.name, resized.type);
    const uploaded = await upload(resized, name);
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
      ref={element}
      className={`file-field image-field${compact ? ' compact' : ''}`}
      onDragOver={(event) => {
        if (!disabled) event.preventDefault();
      }}
      onDrop={onDrop}
    >
      {file && (
        <ImageThumb
          file={file}
          through={through}
          compact={compact}
          onOpen={compact ? undefined : () => setPreviewOpen(true)}
        />
      )}
      <div className="file-field-actions">
        <UploadButton
          id={id}
          accept={acceptedImageTypes}
          label={t(file ? 'replaceImage' : 'uploadImage')}
          icon={ImagePlus}
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
      {previewOpen && file && (
        <ImagePreviewDialog
          images={images}
          startKey={property.logicalName}
          onClose={() => setPreviewOpen(false)}
        />
      )}
    </div>
  );
}
