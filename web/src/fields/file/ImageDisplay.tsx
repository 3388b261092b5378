import { isInlineImageType } from '@strata/api/contract/image-types';
import { parseStoredFile } from '@strata/api/contract/stored-file';
import { useRef, useState } from 'react';
import type { FieldDisplayProps } from '../field-types';
import { ImagePreviewDialog } from './ImagePreviewDialog';
import { ImageThumb } from './ImageThumb';
import { useGalleryImages } from './image-gallery';
import { fileTargetFor } from './record-target';

/**
 * A read-only Image field: the thumbnail, opening the preview (which pages across the form's
 * images and may rotate for viewing, but saves nothing). settings.compact gives a list-cell size.
 */
export function ImageDisplay({ property, objectName, value, record, settings }: FieldDisplayProps) {
  const file = parseStoredFile(value);
  const through = fileTargetFor(objectName, property.logicalName, record);
  const [previewOpen, setPreviewOpen] = useState(false);
  const element = useRef<HTMLSpanElement>(null);
  const label = property.displayName ?? property.logicalName;
  const images = useGalleryImages(
    // an image the browser cannot draw (TIFF, HEIC) is a download link, not a page of the preview
    file && isInlineImageType(file.type) ? { key: property.logicalName, label, file, through } : null,
    element,
    undefined,
  );
  if (!file) return null;
  return (
    <span ref={element} className="file-display">
      <ImageThumb
        file={file}
        through={through}
        compact={settings?.compact === true}
        onOpen={() => setPreviewOpen(true)}
      />
      {previewOpen && (
        <ImagePreviewDialog
          images={images}
          startKey={property.logicalName}
          onClose={() => setPreviewOpen(false)}
        />
      )}
    </span>
  );
}
