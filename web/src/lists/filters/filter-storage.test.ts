import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filterStorageKey, readStoredFilters, writeStoredFilters } from './filter-storage.js';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('remembered filters', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    (globalThis as { localStorage?: unknown }).localStorage = storage;
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('are kept per entity and view', () => {
    expect(filterStorageKey('account', 'active')).not.toBe(filterStorageKey('account', 'all'));
    const key = filterStorageKey('account', 'active');
    writeStoredFilters(key, { selections: { owner: { option: 'me' } }, extra: [] });
    expect(readStoredFilters(key)).toEqual({ selections: { owner: { option: 'me' } }, extra: [] });
    expect(readStoredFilters(filterStorageKey('account', 'all'))).toBeNull();
  });

  it('keep the Advanced Find filter, and drop one out of shape', () => {
    const key = filterStorageKey('account', 'active');
    const advanced = {
      type: 'or' as const,
      conditions: [{ attribute: 'name', operator: 'like' as const, value: 'a%' }],
    };
    writeStoredFilters(key, { selections: {}, extra: [], advanced });
    expect(readStoredFilters(key)).toEqual({ selections: {}, extra: [], advanced });
    storage.setItem(
      key,
      JSON.stringify({ selections: {}, extra: [], advanced: { conditions: [{ operator: 'x' }] } }),
    );
    expect(readStoredFilters(key)).toEqual({ selections: {}, extra: [] });
    expect(readStoredFilters(key)).not.toHaveProperty('advanced');
  });

  it('a broken entry or no storage means starting from the defaults', () => {
    storage.setItem('k', '{not json');
    expect(readStoredFilters('k')).toBeNull();
    storage.setItem('k', JSON.stringify({ selections: 5, extra: 'x' }));
    expect(readStoredFilters('k')).toEqual({ selections: {}, extra: [] });
    delete (globalThis as { localStorage?: unknown }).localStorage;
    expect(readStoredFilters('k')).toBeNull();
    expect(() => writeStoredFilters('k', { selections: {}, extra: [] })).not.toThrow();
  });
});
