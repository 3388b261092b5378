import { describe, expect, it } from 'vitest';
import { addTags, normaliseTags, parseTags, removeTag, serialiseTags, visibleTags } from './tags.js';

describe('tags', () => {
  it('parses semicolons (and legacy commas), trims, dedupes and sorts', () => {
    expect(parseTags('b;a; c ;;a')).toEqual(['a', 'b', 'c']);
    expect(parseTags('warehouse, heat pumps')).toEqual(['heat pumps', 'warehouse']);
    expect(parseTags(null)).toEqual([]);
    expect(normaliseTags(['Key', 'key', 'alpha'])).toEqual(['alpha', 'Key']);
  });
  it('serialises sorted with semicolons, null when empty', () => {
    expect(serialiseTags(['z', 'a'])).toBe('a;z');
    expect(serialiseTags([' '])).toBeNull();
  });
  it('adds and removes', () => {
    expect(addTags('b', 'a')).toBe('a;b');
    expect(addTags('b', 'c;d')).toBe('b;c;d');
    expect(addTags(null, 'b')).toBe('b');
    expect(addTags('a', 'A')).toBe('a');
    expect(removeTag('a;b', 'A')).toBe('b');
    expect(removeTag('a', 'a')).toBeNull();
  });
  it('limits the visible chips', () => {
    expect(visibleTags(['a', 'b', 'c'], 2)).toEqual({ shown: ['a', 'b'], more: 1 });
    expect(visibleTags(['a'], 2)).toEqual({ shown: ['a'], more: 0 });
    expect(visibleTags(['a', 'b'], undefined)).toEqual({ shown: ['a', 'b'], more: 0 });
  });
});
