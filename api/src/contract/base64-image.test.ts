import { describe, expect, it } from 'vitest';
import { base64ImageType, base64Text, imageExtensionFor } from './base64-image.js';

// a real 1x1 PNG
const png =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('base64 image values', () => {
  it('are recognised as data: URLs and as bare base64 of an image', () => {
    expect(base64ImageType(`data:image/png;base64,${png}`)).toBe('image/png');
    expect(base64ImageType(png)).toBe('image/png');
    expect(base64ImageType(`${png.slice(0, 40)}\n${png.slice(40)}`)).toBe('image/png');
    expect(
      base64ImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]).toString('base64')),
    ).toBe('image/jpeg');
    expect(
      Buffer.from(base64Text(`data:image/png;base64,${png}`), 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('are not text, stored file values, SVG or base64 of something else', () => {
    for (const value of [
      'Hello world, this is a longer text value',
      '{"id":"3f0c9a52-4e1b-4c55-9f6e-0d4b1c2a7e11","name":"a.png","size":1,"type":"image/png"}',
      `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>').toString('base64')}`,
      Buffer.from('just some text that is base64').toString('base64'),
      `${png}!!`,
      null,
      42,
    ]) {
      expect(base64ImageType(value), String(value)).toBeNull();
    }
  });

  it('give converted images an extension by type', () => {
    expect(imageExtensionFor('image/jpeg')).toBe('jpg');
    expect(imageExtensionFor('image/png')).toBe('png');
  });
});
