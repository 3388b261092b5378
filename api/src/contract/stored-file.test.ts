import { describe, expect, it } from 'vitest';
import { formatStoredFile, parseStoredFile } from './stored-file.js';

const file = {
  id: '3f0c9a52-4e1b-4c55-9f6e-0d4b1c2a7e11',
  name: 'pump.jpg',
  size: 48_213,
  type: 'image/jpeg',
};

describe('stored file values', () => {
  it('round-trip through the field value', () => {
    expect(parseStoredFile(formatStoredFile(file))).toEqual(file);
  });

  it('keep only the four known keys', () => {
    const value = formatStoredFile({ ...file, url: 'https://x' } as typeof file);
    expect(JSON.parse(value)).toEqual(file);
  });

  it('name the store by a scheme prefix, and a value without one is local', () => {
    const value = formatStoredFile({ ...file, scheme: 'azblob' });
    expect(value.startsWith('azblob:{"id":')).toBe(true);
    expect(parseStoredFile(value)).toEqual({ ...file, scheme: 'azblob' });
    expect(formatStoredFile({ ...file, scheme: 'local' })).toBe(formatStoredFile(file));
    expect(parseStoredFile(formatStoredFile(file))?.scheme).toBeUndefined();
    expect(parseStoredFile(`s3:${formatStoredFile(file)}`)).toBeNull();
  });

  it('are null for empty, foreign or malformed values', () => {
    for (const value of [
      null,
      undefined,
      '',
      'pump.jpg',
      '{',
      'null',
      '[]',
      42,
      JSON.stringify({ ...file, id: '../etc/passwd' }),
      JSON.stringify({ ...file, size: -1 }),
      JSON.stringify({ ...file, name: '' }),
      JSON.stringify({ ...file, type: 7 }),
    ]) {
      expect(parseStoredFile(value), String(value)).toBeNull();
    }
  });
});
