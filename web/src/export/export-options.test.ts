import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  arrangeColumns,
  clampFontSize,
  defaultOptions,
  loadOptions,
  moveKey,
  optionsStorageKey,
  readOptions,
  saveOptions,
} from './export-options.js';

/** A storage like the browser's, for the module's own reads and writes. */
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('export options', () => {
  const defaults = defaultOptions(',');

  it('default to CSV, landscape, font size 12, no totals, every column', () => {
    expect(defaults).toEqual({
      format: 'csv',
      fileName: '',
      totals: false,
      columns: [],
      decimalSeparator: ',',
      csvHeader: false,
      fontSize: 12,
      orientation: 'landscape',
    });
  });

  it('are remembered per entity, without the records choice', () => {
    vi.stubGlobal('localStorage', fakeStorage());
    saveOptions('account', {
      ...defaults,
      records: 'selected',
      format: 'pdf',
      columns: ['name'],
      fontSize: 8,
    });
    expect(JSON.parse(localStorage.getItem(optionsStorageKey('account')) ?? '{}')).not.toHaveProperty(
      'records',
    );
    expect(loadOptions('account', defaults)).toEqual({
      ...defaults,
      format: 'pdf',
      columns: ['name'],
      fontSize: 8,
    });
    expect(loadOptions('contact', defaults)).toEqual(defaults);
  });

  it('survive broken or foreign storage entries', () => {
    vi.stubGlobal('localStorage', fakeStorage());
    localStorage.setItem(optionsStorageKey('account'), '{not json');
    expect(loadOptions('account', defaults)).toEqual(defaults);
    expect(
      readOptions(
        {
          format: 'xlsx',
          totals: 'yes',
          columns: ['a', 3, 'b'],
          decimalSeparator: ';',
          fontSize: 400,
          orientation: 'up',
        },
        defaults,
      ),
    ).toEqual({ ...defaults, columns: ['a', 'b'], fontSize: 24 });
    expect(readOptions(null, defaults)).toBe(defaults);
  });

  it('keep font sizes a table can show', () => {
    expect(clampFontSize(1)).toBe(6);
    expect(clampFontSize('10.6')).toBe(11);
    expect(clampFontSize('x')).toBe(12);
  });
});

describe('arranged columns', () => {
  it('put the remembered choice first, in its order, and the rest after, unchosen', () => {
    expect(arrangeColumns(['a', 'b', 'c', 'd'], ['c', 'gone', 'a'])).toEqual({
      order: ['c', 'a', 'b', 'd'],
      chosen: ['c', 'a'],
    });
  });

  it('choose every column when nothing remembered still exists', () => {
    expect(arrangeColumns(['a', 'b'], [])).toEqual({ order: ['a', 'b'], chosen: ['a', 'b'] });
    expect(arrangeColumns(['a', 'b'], ['x'])).toEqual({ order: ['a', 'b'], chosen: ['a', 'b'] });
  });
});

describe('moving a column', () => {
  it('swaps it with its neighbour, and stays put at either end', () => {
    expect(moveKey(['a', 'b', 'c'], 'c', 'up')).toEqual(['a', 'c', 'b']);
    expect(moveKey(['a', 'b', 'c'], 'a', 'down')).toEqual(['b', 'a', 'c']);
    expect(moveKey(['a', 'b', 'c'], 'a', 'up')).toEqual(['a', 'b', 'c']);
    expect(moveKey(['a', 'b', 'c'], 'c', 'down')).toEqual(['a', 'b', 'c']);
    expect(moveKey(['a'], 'x', 'up')).toEqual(['a']);
  });
});
