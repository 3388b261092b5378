import { isInlineImageType } from '@strata/api/contract/image-types';
import { parseStoredFile, type UploadedFile } from '@strata/api/contract/stored-file';
import { ImagePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../ui/toasts';
import type { FieldEditorProps } from '../field-types';
import { FileFieldFrame } from './FileFieldFrame';
import { ImagePreviewDialog } from './ImagePreviewDialog';
import { ImageThumb } from './ImageThumb';
import { resizeImage } from './image-canvas';
import { useGalleryImages } from './image-gallery';
import { acceptedImageTypes, isAcceptedImageType, renameFor } from './image-maths';
import { fileTargetFor } from './record-target';
import { maxImageSizeSetting } from './settings';
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
    // an image the browser cannot draw (TIFF, HEIC) is a download link, not a page of the preview
    file && isInlineImageType(file.type) ? { key: property.logicalName, label, file, through } : null,
    element,
    replace,
  );

  const take = async (picked: File) => {
    if (!isAcceptedImageType(picked.type, picked.name)) {
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

  return (
    <FileFieldFrame
      frameRef={element}
      className={`file-field image-field${compact ? ' compact' : ''}`}
      preview={
        file && (
          <ImageThumb
            file={file}
            through={through}
            compact={compact}
            onOpen={compact ? undefined : () => setPreviewOpen(true)}
          />
        )
      }
      upload={{
        id,
        accept: acceptedImageTypes,
        label: t(file ? 'replaceImage' : 'uploadImage'),
        icon: ImagePlus,
        busy,
        disabled,
        compact,
        focusOnMount,
        onPick: (picked) => void take(picked),
      }}
      canRemove={file !== null && !disabled}
      onRemove={() => onChange(null)}
    >
      {previewOpen && file && (
        <ImagePreviewDialog
          images={images}
          startKey={property.logicalName}
          onClose={() => setPreviewOpen(false)}
        />
      )}
    </FileFieldFrame>
  );
}
