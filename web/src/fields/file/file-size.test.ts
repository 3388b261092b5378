import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.js';

describe('formatFileSize', () => {
  it('picks bytes, kB or MB with one decimal only for small numbers', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(48_213, 'en')).toBe('47 kB');
    expect(formatFileSize(10 * 1024 * 1024, 'en')).toBe('10 MB');
  });

  it('goes on to GB, TB and PB at 1024 each', () => {
    expect(formatFileSize(3 * 1024 ** 3, 'en')).toBe('3 GB');
    expect(formatFileSize(1.5 * 1024 ** 4, 'en')).toBe('1.5 TB');
    expect(formatFileSize(20 * 1024 ** 5, 'en')).toBe('20 PB');
    // nothing above PB: the number grows instead
    expect(formatFileSize(2048 * 1024 ** 5, 'en')).toBe('2,048 PB');
  });

  it('writes numbers the reader’s way', () => {
    expect(formatFileSize(1536, 'de')).toBe('1,5 kB');
  });
});
