import {
  imageDimensions,
  isOversizedImage,
  maxImagePixels,
  maxImageSide,
} from '../contract/image-dimensions.js';
import { isImageType } from '../contract/image-types.js';
import { AppError } from './app-error.js';

/**
 * Refuses an image whose header declares more pixels than anyone should have to draw (issue 35:
 * a 30000x30000 PNG was accepted): 422 ERR_IMAGE_TOO_LARGE naming the field. It sits with the
 * other coded refusals, below both places that store images (files/ uploads and records/
 * base64 values), so neither imports the other. A header that the
 * bytes at hand do not hold (odd, or beyond what a direct upload's commit reads) is let through:
 * the sniffed type already says it is an image, and browsers refuse what they cannot decode.
 */
export function refuseOversizedImage(data: Uint8Array, contentType: string, field: string): void {
  if (!isImageType(contentType)) return;
  const size = imageDimensions(data, contentType);
  if (!size || !isOversizedImage(size)) return;
  throw new AppError(
    'ERR_IMAGE_TOO_LARGE',
    {
      field,
      width: size.width,
      height: size.height,
      maxSide: maxImageSide,
      maxMegapixels: maxImagePixels / 1_000_000,
    },
    { field, width: size.width, height: size.height, maxSide: maxImageSide, maxPixels: maxImagePixels },
  );
}
