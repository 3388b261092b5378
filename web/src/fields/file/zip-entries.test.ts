import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { isZipFile, listZipEntries } from './zip-entries.js';

describe('listZipEntries', () => {
  it('lists every file and folder of a zip with its uncompressed size, by name', () => {
    const bytes = zipSync({
      'readme.txt': strToU8('hello world'),
      'docs/': new Uint8Array(0),
      'docs/offer.csv': strToU8('a;b\n'.repeat(100)),
    });
    expect(listZipEntries(bytes)).toEqual([
      { name: 'docs/', size: 0, folder: true },
      { name: 'docs/offer.csv', size: 400, folder: false },
      { name: 'readme.txt', size: 11, folder: false },
    ]);
  });

  it('lists an empty zip as nothing and refuses bytes that are not a zip', () => {
    expect(listZipEntries(zipSync({}))).toEqual([]);
    expect(() => listZipEntries(strToU8('not a zip at all'))).toThrow();
  });
});

describe('isZipFile', () => {
  it('knows a zip by its extension or its type', () => {
    expect(isZipFile({ name: 'photos.ZIP' })).toBe(true);
    expect(isZipFile({ name: 'archive', type: 'application/zip' })).toBe(true);
    expect(isZipFile({ name: 'offer.pdf', type: 'application/pdf' })).toBe(false);
    expect(isZipFile({ name: 'zip.txt' })).toBe(false);
  });
});
