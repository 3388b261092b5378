import { describe, expect, it } from 'vitest';
import { acceptSetting, maxImageSizeSetting } from './settings.js';

describe('field settings', () => {
  it('reads maxImageSize as a positive whole number of pixels', () => {
    expect(maxImageSizeSetting({ maxImageSize: 1024 })).toBe(1024);
    expect(maxImageSizeSetting({ maxImageSize: '800' })).toBe(800);
    expect(maxImageSizeSetting({ maxImageSize: 99.7 })).toBe(99);
    for (const maxImageSize of [undefined, null, 0, -1, 'big', Number.NaN]) {
      expect(maxImageSizeSetting({ maxImageSize })).toBeUndefined();
    }
    expect(maxImageSizeSetting(undefined)).toBeUndefined();
  });

  it('reads an accept list, ignoring blanks', () => {
    expect(acceptSetting({ accept: '.pdf,.docx' })).toBe('.pdf,.docx');
    expect(acceptSetting({ accept: ' ' })).toBeUndefined();
    expect(acceptSetting({})).toBeUndefined();
  });
});
