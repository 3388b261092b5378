import { describe, expect, it } from 'vitest';
import {
  acceptedImageTypes,
  convertsToJpeg,
  fitWithin,
  isAcceptedImageType,
  normalizeTurns,
  outputTypeFor,
  renameFor,
  resizedImageType,
  rotatedSize,
} from './image-maths.js';

describe('fitWithin', () => {
  it('scales the longest side down to the limit, keeping the shape', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 1000)).toEqual({ width: 1000, height: 750 });
    expect(fitWithin({ width: 3000, height: 4000 }, 1000)).toEqual({ width: 750, height: 1000 });
    expect(fitWithin({ width: 1001, height: 333 }, 1000)).toEqual({ width: 1000, height: 333 });
  });

  it('never enlarges, never goes below a pixel, and ignores a missing or bad limit', () => {
    expect(fitWithin({ width: 640, height: 480 }, 1000)).toEqual({ width: 640, height: 480 });
    expect(fitWithin({ width: 5000, height: 1 }, 100)).toEqual({ width: 100, height: 1 });
    for (const limit of [undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(fitWithin({ width: 4000, height: 3000 }, limit)).toEqual({ width: 4000, height: 3000 });
    }
  });
});

describe('rotation', () => {
  it('normalises turns to 0..3', () => {
    expect([0, 1, 4, 5, -1, -4].map(normalizeTurns)).toEqual([0, 1, 0, 1, 3, 0]);
  });

  it('swaps width and height on odd quarter turns', () => {
    expect(rotatedSize({ width: 4, height: 3 }, 1)).toEqual({ width: 3, height: 4 });
    expect(rotatedSize({ width: 4, height: 3 }, 2)).toEqual({ width: 4, height: 3 });
    expect(rotatedSize({ width: 4, height: 3 }, -1)).toEqual({ width: 3, height: 4 });
  });
});

describe('image types', () => {
  it('re-encodes GIF (which canvas cannot write) as PNG and keeps the others', () => {
    expect(outputTypeFor('image/gif')).toBe('image/png');
    expect(outputTypeFor('image/jpeg')).toBe('image/jpeg');
    expect(outputTypeFor('image/webp')).toBe('image/webp');
    expect(outputTypeFor('image/png')).toBe('image/png');
  });

  it('renames to the new extension', () => {
    expect(renameFor('cat.gif', 'image/png')).toBe('cat.png');
    expect(renameFor('photo.final.JPG', 'image/jpeg')).toBe('photo.final.jpg');
    expect(renameFor('noext', 'image/webp')).toBe('noext.webp');
  });

  it('accepts the image types of spec 001 section 5, by type or, without one, by name', () => {
    for (const type of [
      'image/gif',
      'image/jpeg',
      'image/tiff',
      'image/png',
      'image/webp',
      'image/bmp',
      'image/heic',
    ])
      expect(isAcceptedImageType(type), type).toBe(true);
    // browsers outside Apple's give an iPhone photo no type
    expect(isAcceptedImageType('', 'IMG_0001.HEIC')).toBe(true);
    expect(isAcceptedImageType('', 'scan.tif')).toBe(true);
    expect(isAcceptedImageType('image/svg+xml')).toBe(false);
    expect(isAcceptedImageType('', 'drawing.svg')).toBe(false);
    expect(acceptedImageTypes).toContain('.heic');
  });

  it('resizes to JPEG, and converts what a browser may not draw', () => {
    expect(resizedImageType).toBe('image/jpeg');
    expect(renameFor('logo.png', resizedImageType)).toBe('logo.jpg');
    expect(convertsToJpeg({ type: 'image/tiff', name: 'scan.tiff' })).toBe(true);
    expect(convertsToJpeg({ type: '', name: 'IMG_0001.HEIC' })).toBe(true);
    expect(convertsToJpeg({ type: 'image/bmp', name: 'old.bmp' })).toBe(true);
    expect(convertsToJpeg({ type: 'image/png', name: 'logo.png' })).toBe(false);
    expect(convertsToJpeg({ type: 'image/gif', name: 'anim.gif' })).toBe(false);
  });
});
