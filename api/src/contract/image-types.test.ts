import { describe, expect, it } from 'vitest';
import { isImageType, isInlineImageType, sniffImageType } from './image-types.js';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('sniffImageType', () => {
  it('knows png, jpeg, gif and webp by their magic bytes', () => {
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF89a', 1, 0))).toBe('image/gif');
    expect(sniffImageType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('knows tiff, heic and bmp too (spec 001 section 5)', () => {
    expect(sniffImageType(bytes('II*', 0, 8, 0, 0, 0))).toBe('image/tiff');
    expect(sniffImageType(bytes('MM', 0, '*', 0, 0, 0, 8))).toBe('image/tiff');
    expect(sniffImageType(bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0))).toBe('image/heic');
    expect(sniffImageType(bytes(0, 0, 0, 0x18, 'ftypmif1', 0, 0, 0, 0))).toBe('image/heic');
    expect(sniffImageType(bytes('BM', 0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 40, 0, 0, 0))).toBe(
      'image/bmp',
    );
  });

  it('refuses everything else, including SVG, truncated headers and other RIFF files', () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageType(bytes('<html><script>'))).toBeNull();
    expect(sniffImageType(bytes(0x89, 'PN'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
    // an MP4 is ISO-BMFF too, and "BM" starts plenty of text
    expect(sniffImageType(bytes(0, 0, 0, 0x18, 'ftypisom', 0, 0, 0, 0))).toBeNull();
    expect(sniffImageType(bytes('BMW owners list, version 2'))).toBeNull();
  });

  it('tells image types from others', () => {
    expect(isImageType('image/webp')).toBe(true);
    expect(isImageType('image/svg+xml')).toBe(false);
    expect(isImageType('image/heic')).toBe(true);
  });

  it('shows inline only what every browser draws', () => {
    expect(isInlineImageType('image/bmp')).toBe(true);
    expect(isInlineImageType('image/tiff')).toBe(false);
    expect(isInlineImageType('image/heic')).toBe(false);
  });
});
