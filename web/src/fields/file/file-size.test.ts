import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.js';

describe('formatFileSize', () => {
  it('picks bytes, kB or MB with one decimal only for small numbers', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(48_213, 'en')).toBe('47 kB');
    expect(formatFileSize(10 * 1024 * 1024, 'en')).toBe('10 MB');
  });

  it('writes numbers the reader’s way', () => {
    expect(formatFileSize(1536, 'de')).toBe('1,5 kB');
  });
});
