import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredSort, sortStorageKey, writeStoredSort } from './sort-storage.js';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('the remembered sort of a list', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
  });

  it('is kept per entity and view', () => {
    writeStoredSort(sortStorageKey('account', 'all'), [{ attribute: 'createdon', descending: true }]);
    expect(readStoredSort(sortStorageKey('account', 'all'))).toEqual([
      { attribute: 'createdon', descending: true },
    ]);
    expect(readStoredSort(sortStorageKey('account', 'mine'))).toBeUndefined();
    expect(readStoredSort(sortStorageKey('contact', 'all'))).toBeUndefined();
  });

  it('ignores broken or foreign entries instead of sorting by them', () => {
    localStorage.setItem(sortStorageKey('account', ''), '{not json');
    expect(readStoredSort(sortStorageKey('account', ''))).toBeUndefined();
    localStorage.setItem(sortStorageKey('account', ''), JSON.stringify([{ attribute: 5 }]));
    expect(readStoredSort(sortStorageKey('account', ''))).toBeUndefined();
    localStorage.setItem(sortStorageKey('account', ''), JSON.stringify([]));
    expect(readStoredSort(sortStorageKey('account', ''))).toBeUndefined();
  });

  it('is forgotten when cleared', () => {
    const key = sortStorageKey('account', 'all');
    writeStoredSort(key, [{ attribute: 'name' }]);
    writeStoredSort(key, undefined);
    expect(readStoredSort(key)).toBeUndefined();
  });
});
