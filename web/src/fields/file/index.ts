import './file-fields.css';

/**
 * Image and File fields (property flags Image and File on String properties). The stored
 * value is a JSON string, see @strata/api/contract/stored-file. Wrap a record form in
 * ImageGalleryProvider so the preview pages across all of its images.
 */
export { FileDisplay } from './FileDisplay';
export { FileEditor } from './FileEditor';
export { ImageDisplay } from './ImageDisplay';
export { ImageEditor } from './ImageEditor';
export { ImagePreviewDialog } from './ImagePreviewDialog';
export { ImageGalleryProvider } from './image-gallery';
