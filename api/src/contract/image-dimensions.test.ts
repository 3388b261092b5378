import { describe, expect, it } from 'vitest';
import { imageDimensions, isOversizedImage } from './image-dimensions.js';
import { sniffImageType } from './image-types.js';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
const be16 = (n: number) => [n >> 8, n & 255];
const be32 = (n: number) => [(n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, n >> 8];
const le24 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255];
const le32 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255, (n >>> 24) & 255];

/** Headers as the formats' specifications lay them out, each declaring width x height. */
const headers: Record<string, (width: number, height: number) => Uint8Array> = {
  png: (w, h) =>
    bytes(
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      be32(13),
      'IHDR',
      be32(w),
      be32(h),
      [8, 2, 0, 0, 0],
    ),
  gif: (w, h) => bytes('GIF89a', le16(w), le16(h), [0, 0, 0]),
  bmp: (w, h) => bytes('BM', le32(54), [0, 0, 0, 0], le32(54), le32(40), le32(w), le32(-h), [1, 0, 24, 0]),
  // a JPEG with an EXIF segment before its progressive frame header
  jpeg: (w, h) =>
    bytes(
      [0xff, 0xd8, 0xff, 0xe1],
      be16(8),
      'Exif',
      [0, 0],
      [0xff, 0xc2],
      be16(17),
      [8],
      be16(h),
      be16(w),
      [3],
    ),
  webpLossy: (w, h) =>
    bytes('RIFF', le32(100), 'WEBP', 'VP8 ', le32(80), [0, 0, 0, 0x9d, 0x01, 0x2a], le16(w), le16(h)),
  webpLossless: (w, h) =>
    bytes(
      'RIFF',
      le32(100),
      'WEBP',
      'VP8L',
      le32(80),
      [0x2f],
      le32(((w - 1) & 0x3fff) | (((h - 1) & 0x3fff) << 14)),
    ),
  webpExtended: (w, h) =>
    bytes('RIFF', le32(100), 'WEBP', 'VP8X', le32(10), [0, 0, 0, 0], le24(w - 1), le24(h - 1)),
  tiff: (w, h) =>
    bytes(
      'II',
      [42, 0],
      le32(8),
      le16(2),
      le16(256),
      le16(4),
      le32(1),
      le32(w),
      le16(257),
      le16(3),
      le32(1),
      le16(h),
      [0, 0],
    ),
  heic: (w, h) =>
    bytes(be32(24), 'ftypheic', [0, 0, 0, 0], 'mif1heic', be32(20), 'ispe', [0, 0, 0, 0], be32(w), be32(h)),
};

describe('image dimensions from the header', () => {
  for (const [format, header] of Object.entries(headers)) {
    it(`reads a ${format} header`, () => {
      const small = header(640, 480);
      const type = sniffImageType(small);
      expect(type).not.toBeNull();
      if (!type) return;
      expect(imageDimensions(small, type)).toEqual({ width: 640, height: 480 });
      // a declared 16000 x 16000 (256 megapixels: within WebP's and GIF's limits too)
      expect(imageDimensions(header(16000, 16000), type)).toEqual({ width: 16000, height: 16000 });
    });
  }

  it('refuses a side over 20000 pixels or more than 50 megapixels, and nothing smaller', () => {
    expect(isOversizedImage({ width: 30000, height: 30000 })).toBe(true);
    expect(isOversizedImage({ width: 20001, height: 1 })).toBe(true);
    expect(isOversizedImage({ width: 1, height: 20001 })).toBe(true);
    expect(isOversizedImage({ width: 8000, height: 7000 })).toBe(true);
    expect(isOversizedImage({ width: 20000, height: 2500 })).toBe(false);
    expect(isOversizedImage({ width: 6000, height: 4000 })).toBe(false);
  });

  it('says nothing of a header the bytes do not hold', () => {
    expect(imageDimensions(headers.png?.(1, 1).subarray(0, 20) ?? new Uint8Array(), 'image/png')).toBeNull();
    expect(imageDimensions(bytes([0xff, 0xd8, 0xff, 0xe1], be16(2000), 'Exif'), 'image/jpeg')).toBeNull();
  });
});
