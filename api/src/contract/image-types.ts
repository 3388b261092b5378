/**
 * The image types Strata recognises (spec 001 section 5, spec 002 section 5: gif, jpg, jpeg,
 * tiff, png, webp, bmp, heic). SVG is left out on purpose: it can carry script. Shared with
 * the web app, which decides by the same lists what it can draw and what it offers as a download.
 */
export type ImageType =
  | 'image/png'
  | 'image/jpeg'
  | 'image/gif'
  | 'image/webp'
  | 'image/bmp'
  | 'image/tiff'
  | 'image/heic';

const imageTypes: ReadonlySet<string> = new Set<ImageType>([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/tiff',
  'image/heic',
]);

/**
 * Those every browser shows in an <img>: served inline. TIFF and HEIC (Safari only) are
 * stored as they are and offered as a download, with the file's name and size.
 */
const inlineTypes: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
]);

/** File name extensions of recognised images, lower case. */
export const imageExtensions: readonly string[] = [
  'gif',
  'jpg',
  'jpeg',
  'tiff',
  'tif',
  'png',
  'webp',
  'bmp',
  'heic',
  'heif',
];

const startsWith = (data: Uint8Array, bytes: readonly number[], offset = 0): boolean =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** ISO-BMFF brands of HEIF images (an iPhone's photos): heic and its relatives, and plain HEIF. */
const heifBrands = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

/** BMP's info header sizes (Windows 2.x to 5): "BM" alone is too common a start to trust. */
const bmpHeaderSizes = new Set([12, 40, 52, 56, 108, 124]);

/**
 * The image type of the data by its magic bytes, or null. The client's Content-Type and the
 * file name are never trusted: a script renamed to .png must not be served inline.
 */
export function sniffImageType(data: Uint8Array): ImageType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(data, [0x49, 0x49, 0x2a, 0x00]) || startsWith(data, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'image/tiff';
  if (startsWith(data, ascii('ftyp'), 4) && heifBrands.some((brand) => startsWith(data, ascii(brand), 8)))
    return 'image/heic';
  if (startsWith(data, ascii('BM')) && data.length >= 18) {
    const headerSize =
      (data[14] ?? 0) | ((data[15] ?? 0) << 8) | ((data[16] ?? 0) << 16) | ((data[17] ?? 0) << 24);
    if (bmpHeaderSizes.has(headerSize)) return 'image/bmp';
  }
  return null;
}

/** A recognised image: an Image field takes it. */
export function isImageType(type: string): type is ImageType {
  return imageTypes.has(type);
}

/** An image every browser can show: served inline and drawn in forms and lists. */
export function isInlineImageType(type: string): boolean {
  return inlineTypes.has(type);
}
