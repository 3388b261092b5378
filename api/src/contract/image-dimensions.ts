import type { ImageType } from './image-types.js';

/**
 * The size an image's header declares, read without decoding it: a 30000x30000 PNG is a few
 * kilobytes of zeros on disk but gigabytes of memory in whoever draws it (a browser, a
 * thumbnailer, the PDF export), so the header is what has to be checked.
 */
export type ImageDimensions = { width: number; height: number };

/** Larger than any camera's photo, small enough for a browser to draw (issue 35). */
export const maxImageSide = 20_000;
export const maxImagePixels = 50_000_000;

/** Whether an image this size is refused: a side over 20000 pixels, or over 50 megapixels. */
export function isOversizedImage({ width, height }: ImageDimensions): boolean {
  return width > maxImageSide || height > maxImageSide || width * height > maxImagePixels;
}

const u16be = (d: Uint8Array, i: number) => ((d[i] ?? 0) << 8) | (d[i + 1] ?? 0);
const u16le = (d: Uint8Array, i: number) => (d[i] ?? 0) | ((d[i + 1] ?? 0) << 8);
const u24le = (d: Uint8Array, i: number) => u16le(d, i) | ((d[i + 2] ?? 0) << 16);
const u32be = (d: Uint8Array, i: number) => u16be(d, i) * 0x10000 + u16be(d, i + 2);
const u32le = (d: Uint8Array, i: number) => u16le(d, i) + u16le(d, i + 2) * 0x10000;
const i32le = (d: Uint8Array, i: number) => u32le(d, i) | 0;
const tagAt = (d: Uint8Array, i: number) => String.fromCharCode(...d.subarray(i, i + 4));

/**
 * The width and height the header of an image of this (sniffed) type declares, or null when
 * the bytes at hand do not hold them (a truncated or odd header): the caller decides.
 */
export function imageDimensions(data: Uint8Array, type: ImageType): ImageDimensions | null {
  switch (type) {
    case 'image/png':
      // the IHDR chunk comes first: width and height at 16 and 20
      return data.length >= 24 && tagAt(data, 12) === 'IHDR'
        ? { width: u32be(data, 16), height: u32be(data, 20) }
        : null;
    case 'image/gif':
      // the logical screen; a frame larger than the screen is clipped to it
      return data.length >= 10 ? { width: u16le(data, 6), height: u16le(data, 8) } : null;
    case 'image/bmp':
      if (data.length < 26) return null;
      // Windows 2.x's core header has 16-bit sizes; later ones signed 32-bit (negative: top-down)
      if (u32le(data, 14) === 12) return { width: u16le(data, 18), height: u16le(data, 20) };
      return { width: Math.abs(i32le(data, 18)), height: Math.abs(i32le(data, 22)) };
    case 'image/webp':
      return webpDimensions(data);
    case 'image/jpeg':
      return jpegDimensions(data);
    case 'image/tiff':
      return tiffDimensions(data);
    case 'image/heic':
      return heifDimensions(data);
  }
}

function webpDimensions(d: Uint8Array): ImageDimensions | null {
  const chunk = tagAt(d, 12);
  if (chunk === 'VP8X' && d.length >= 30) return { width: u24le(d, 24) + 1, height: u24le(d, 27) + 1 };
  if (chunk === 'VP8L' && d.length >= 25) {
    const bits = u32le(d, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && d.length >= 30)
    return { width: u16le(d, 26) & 0x3fff, height: u16le(d, 28) & 0x3fff };
  return null;
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); not DHT, JPG, DAC. */
const startOfFrame = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegDimensions(d: Uint8Array): ImageDimensions | null {
  let i = 2;
  while (i + 9 < d.length) {
    if (d[i] !== 0xff) return null;
    const marker = d[i + 1] ?? 0;
    // fill bytes, and markers without a length
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += 2;
      continue;
    }
    if (startOfFrame.has(marker)) return { width: u16be(d, i + 7), height: u16be(d, i + 5) };
    // the scan starts before any frame header: not an image we can read
    if (marker === 0xda || marker === 0xd9) return null;
    i += 2 + u16be(d, i + 2);
  }
  return null;
}

function tiffDimensions(d: Uint8Array): ImageDimensions | null {
  const little = d[0] === 0x49;
  const u16 = (i: number) => (little ? u16le(d, i) : u16be(d, i));
  const u32 = (i: number) => (little ? u32le(d, i) : u32be(d, i));
  const ifd = u32(4);
  if (ifd + 2 > d.length) return null;
  let width: number | undefined;
  let height: number | undefined;
  const entries = u16(ifd);
  for (let n = 0; n < entries; n++) {
    const entry = ifd + 2 + n * 12;
    if (entry + 12 > d.length) break;
    const tag = u16(entry);
    // SHORT (3) or LONG (4), the value in the entry itself
    const value = u16(entry + 2) === 3 ? u16(entry + 8) : u32(entry + 8);
    if (tag === 256) width = value;
    if (tag === 257) height = value;
  }
  return width !== undefined && height !== undefined ? { width, height } : null;
}

/**
 * HEIF keeps an image's size in 'ispe' properties (ISO/IEC 23008-12); the largest one found in
 * the bytes at hand is the primary image's or bigger, which is what matters here.
 */
function heifDimensions(d: Uint8Array): ImageDimensions | null {
  let found: ImageDimensions | null = null;
  for (let i = 4; i + 16 <= d.length; i++) {
    if (d[i] !== 0x69 || tagAt(d, i) !== 'ispe') continue;
    const size = { width: u32be(d, i + 8), height: u32be(d, i + 12) };
    if (!found || size.width * size.height > found.width * found.height) found = size;
  }
  return found;
}
