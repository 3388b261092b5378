import { imageExtensions, isImageType } from '@strata/api/contract/image-types';

/** Pure sizes and types for client-side image work; the canvas code in image-canvas.ts uses them. */

export type Size = { width: number; height: number };

/**
 * The size that fits an image within maxSide pixels on its longest side, keeping its shape
 * (spec 000 section 5: images are resized to a maximum size if configured). Never enlarges;
 * no or a nonsensical maxSide means no resize.
 */
export function fitWithin(size: Size, maxSide: number | undefined): Size {
  const longest = Math.max(size.width, size.height);
  if (!maxSide || !Number.isFinite(maxSide) || maxSide < 1 || longest <= maxSide) return size;
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** Quarter turns clockwise, normalised to 0..3 (so -1 is 3, 5 is 1). */
export function normalizeTurns(turns: number): 0 | 1 | 2 | 3 {
  return (((Math.trunc(turns) % 4) + 4) % 4) as 0 | 1 | 2 | 3;
}

/** The canvas size after turning: a quarter or three-quarter turn swaps width and height. */
export function rotatedSize(size: Size, turns: number): Size {
  return normalizeTurns(turns) % 2 === 1 ? { width: size.height, height: size.width } : size;
}

/**
 * What a canvas should encode a changed image as. Canvas cannot write GIF, and a resized
 * animation would lose its frames anyway, so GIF becomes PNG; the others keep their type.
 */
export function outputTypeFor(inputType: string): 'image/png' | 'image/jpeg' | 'image/webp' {
  if (inputType === 'image/jpeg' || inputType === 'image/webp') return inputType;
  return 'image/png';
}

/** The file name for a re-encoded image: the same name with the extension of its new type. */
export function renameFor(name: string, type: string): string {
  const extension = type === 'image/jpeg' ? 'jpg' : type === 'image/webp' ? 'webp' : 'png';
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.${extension}`;
}

/**
 * Spec 001 section 5: a resized image is re-encoded as JPEG with a .jpg name. The rule chosen
 * (README, Images): every resized image becomes JPEG, a transparent PNG or WebP included, drawn
 * on white; a GIF is never resized (it would lose its frames).
 */
export const resizedImageType = 'image/jpeg';

/**
 * Images a browser may not draw (TIFF, HEIC outside Safari) and uncompressed BMP: converted to
 * JPEG when this browser can decode them, whatever their size, so every browser can show the
 * result; uploaded as they are otherwise, and then offered as a download.
 */
export function convertsToJpeg(file: { type: string; name: string }): boolean {
  const type = file.type || typeOfName(file.name);
  return type === 'image/tiff' || type === 'image/heic' || type === 'image/heif' || type === 'image/bmp';
}

/** The image types an Image field accepts (the server sniffs the same ones: contract/image-types.ts). */
export const acceptedImageTypes =
  'image/png,image/jpeg,image/gif,image/webp,image/bmp,image/tiff,image/heic,image/heif,' +
  imageExtensions.map((extension) => `.${extension}`).join(',');

/** The type an image's file name says, for browsers that give HEIC files no type at all. */
function typeOfName(name: string): string {
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (!imageExtensions.includes(extension)) return '';
  if (extension === 'jpg' || extension === 'jpeg') return 'image/jpeg';
  if (extension === 'tif') return 'image/tiff';
  return `image/${extension}`;
}

/** Whether a picked file is an image of a recognised type (gif, jpg, jpeg, tiff, png, webp, bmp, heic). */
export function isAcceptedImageType(type: string, name = ''): boolean {
  const effective = type || typeOfName(name);
  return isImageType(effective) || effective === 'image/heif';
}
